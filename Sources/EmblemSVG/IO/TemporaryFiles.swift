import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The temporary files atomic writes have made and not yet renamed into place, so that an interrupted
/// process removes them: Ctrl-C in the middle of a batch left one `.emblem-*.tmp` per busy core in the
/// output directory, or next to the user's own files with `--in-place`.
///
/// Files are created in parallel (a lock held across `open` made the writers of a batch wait for one
/// another). An interruption first closes the door (`isInterrupted`), then waits for the creations under
/// way (`creating`) to be recorded, then removes every recorded file and ends the process. A writer
/// counts itself in before it looks at the door, so either the interruption waits for its file or the
/// writer sees the door closed and makes nothing. The signal is handled on a dispatch queue, not in a
/// signal handler, where nothing but a few system calls is safe.
enum TemporaryFiles {
    private static let paths = Mutex<Set<String>>([])
    private static let creating = Atomic<Int>(0)
    private static let isInterrupted = Atomic<Bool>(false)

    /// Creates a file or link at `path` with `create` (which returns its descriptor or 0, or a negative
    /// number when it fails) and records `path` when it succeeds.
    static func create(_ path: String, _ create: () -> Int32) -> Int32 {
        creating.add(1, ordering: .sequentiallyConsistent)
        if isInterrupted.load(ordering: .sequentiallyConsistent) {
            // The process is ending and its files are being removed: make none.
            creating.subtract(1, ordering: .sequentiallyConsistent)
            while true { pause() }
        }
        let descriptor = create()
        if descriptor >= 0 { paths.withLock { _ = $0.insert(path) } }
        creating.subtract(1, ordering: .sequentiallyConsistent)
        return descriptor
    }

    /// Forgets `path`: it was renamed into place or removed.
    static func forget(_ path: String) {
        _ = paths.withLock { $0.remove(path) }
    }

    /// Removes every recorded file, once the creations under way are recorded, and makes no more.
    private static func removeAll() {
        isInterrupted.store(true, ordering: .sequentiallyConsistent)
        while creating.load(ordering: .sequentiallyConsistent) > 0 { usleep(100) }
        paths.withLock { paths in
            for path in paths { unlink(path) }
        }
    }

    /// The pipe's read end and what listens to it, once installed.
    private static let listener = Mutex<(any DispatchSourceRead)?>(nil)

    /// From now on SIGINT, SIGTERM and SIGHUP remove the recorded files, then end the process as the
    /// signal would have (a shell sees it killed by that signal, so `make` and `set -e` stop too).
    /// A signal the process was started ignoring stays ignored (a shell starts background jobs ignoring
    /// SIGINT, `nohup` ignores SIGHUP). For command-line tools; a library leaves signals to its application.
    ///
    /// The handler only writes the signal's number to a pipe (the one thing a signal handler may safely
    /// do, whichever thread it interrupts); a dispatch source reads it and does the rest on a normal thread.
    static func removeOnInterrupt() {
        listener.withLock { listener in
            guard listener == nil else { return }
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            // A handler must never block on a full pipe; a dropped byte is one of many interruptions.
            _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
            interruptPipe = ends[1]
            let source = DispatchSource.makeReadSource(fileDescriptor: ends[0], queue: .global())
            source.setEventHandler {
                var number: UInt8 = 0
                guard read(ends[0], &number, 1) == 1 else { return }
                let signalNumber = Int32(number)
                removeAll()
                // This thread takes the signal with its default action, to die of it.
                signal(signalNumber, SIG_DFL)
                var mask = sigset_t()
                sigemptyset(&mask)
                sigaddset(&mask, signalNumber)
                pthread_sigmask(SIG_UNBLOCK, &mask, nil)
                raise(signalNumber)
                _exit(128 + signalNumber)
            }
            source.resume()
            listener = source
            for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
                var action = sigaction()
                guard sigaction(signalNumber, nil, &action) == 0, !isIgnore(action.__sigaction_handler.sa_handler) else { continue }
                action.__sigaction_handler.sa_handler = { signalNumber in
                    var number = UInt8(truncatingIfNeeded: signalNumber)
                    _ = write(interruptPipe, &number, 1)
                }
                sigemptyset(&action.sa_mask)
                action.sa_flags = SA_RESTART
                sigaction(signalNumber, &action, nil)
            }
        }
    }

    /// Whether a handler is `SIG_IGN` (C compares the pointers; Swift's function types are not Equatable).
    private static func isIgnore(_ handler: __sighandler_t?) -> Bool {
        guard let handler else { return false }
        return unsafeBitCast(handler, to: UnsafeRawPointer.self) == unsafeBitCast(SIG_IGN, to: UnsafeRawPointer.self)
    }
}

/// The write end of the interrupt pipe, for the signal handler: a plain global the handler reads without
/// locks or allocation (set once, before any handler is installed).
nonisolated(unsafe) private var interruptPipe: Int32 = -1
