import EmblemCommands
import EmblemSVG

// Ctrl-C in the middle of a batch leaves no temporary file behind.
FileIO.removeTemporaryFilesOnInterrupt()
EmblemCommand.main()
