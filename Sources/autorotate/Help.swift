/// The `--help` texts, one per command.
enum Help {
    static let tool = """
        OVERVIEW: simulate UIKit's interface-orientation decisions for a scenario.

        USAGE: autorotate <command> [options]

        COMMANDS:
          simulate    Simulate scenario files and print the decisions.
          version     Print the tool's version and, with --server, the server's.
          bench       Measure one client's requests per second on one connection.

        Run 'autorotate <command> --help' for a command's options.

        EXIT CODES:
          0  every scenario ran        2  input error (arguments, file, 400/422)
          1  a simulated app crashed   3  transport error (no answer, timeout, 5xx)
        """

    static let simulate = """
        OVERVIEW: simulate scenarios and print one decision per event.

        USAGE: autorotate simulate [--server URL | --local] [--json] [--timeout SECONDS]
                                   [--request-id ID] FILE...

        ARGUMENTS:
          FILE                 A scenario (JSON), or a fixture file whose "scenario" member is one.
                               '-' reads standard input.

        OPTIONS:
          --server URL         The autorotated service (default: http://127.0.0.1:8080).
          --local              Simulate in this process; no server needed.
          --json               Print each simulation as JSON (one document per line).
          --timeout SECONDS    Total timeout per request (default: 30).
          --request-id ID      The X-Request-ID to send (default: random).
          -h, --help           Show this help.

        EXIT CODES:
          0  every scenario ran        2  input error (arguments, file, 400/422)
          1  a simulated app crashed   3  transport error (no answer, timeout, 5xx)
        """

    static let version = """
        OVERVIEW: print the tool's engine version; with --server, also the server's.

        USAGE: autorotate version [--server URL] [--json]

        OPTIONS:
          --server URL         Also ask this autorotated service (GET /v1/version).
          --json               Print the server's version document as JSON.
          -h, --help           Show this help.
        """

    static let bench = """
        OVERVIEW: send requests back to back on one keep-alive connection and print requests/s.

        USAGE: autorotate bench [--server URL] [--seconds N] [--raw] [--identity] [--async] [FILE]

        ARGUMENTS:
          FILE                 A scenario to POST to /v1/simulate (default: GET /livez).

        OPTIONS:
          --server URL         The autorotated service (default: http://127.0.0.1:8080).
          --seconds N          How long to run (default: 10).
          --raw                Keep each simulation as JSON bytes instead of decoding it.
          --identity           Do not send Accept-Encoding (no gzip responses).
          --async              Await the client's async API from one task (default: the blocking API).
          -h, --help           Show this help.
        """
}
