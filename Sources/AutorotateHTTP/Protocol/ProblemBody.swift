/// The minimal problem+json body the server writes when the handler does not shape its errors.
enum ProblemBody {
    static func minimal(status: Int, detail: String) -> String {
        "{\"type\":\"about:blank\",\"title\":\"\(HTTPStatus.reason(status))\",\"status\":\(status),"
            + "\"detail\":\"\(JSONText.escape(detail))\"}"
    }
}
