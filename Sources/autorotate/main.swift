import Glibc

// `autorotate`: wiring only; the commands live beside this file.
exit(CommandLine.run(Array(CommandLine.arguments.dropFirst())).rawValue)
