import ArgumentParser
import EmblemSVG

/// A usage error's message as every other message prints: on one line, the values it quotes cut after
/// ``DiagnosticText/quotedLimit`` characters. Usage errors quote what was typed, and `--effect
/// $'bounce.up\n\e[31mX'` printed over two lines with the escape sequence raw; a 300-character effect,
/// all of it.
enum UsageMessage {
    static func tidied(_ message: String) -> String {
        DiagnosticText.oneLine(message).replacing(/'([^']{81,})'/) { DiagnosticText.quoted($0.1) }
    }
}

extension EmblemCommand {
    /// Runs the command line as `ParsableCommand.main()` does, a usage error's message tidied
    /// (``UsageMessage``).
    public static func main() -> Never {
        do {
            var command = try parseAsRoot()
            try command.run()
            exit()
        } catch {
            // Help (exit status 0) is many lines on purpose.
            let message = self.message(for: error), code = exitCode(for: error)
            let tidied = code == .success ? message : UsageMessage.tidied(message)
            guard tidied != message else { exit(withError: error) }
            writeStandardError(fullMessage(for: error).replacing(message, with: tidied) + "\n")
            exit(withError: code)
        }
    }
}
