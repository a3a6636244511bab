import EmblemCommands

EmblemCommand.main()
