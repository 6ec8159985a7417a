extension Operations {
    /// `report` (the lint of an imported project) with the mechanical repairs of api.md §7.1 as
    /// each finding's `edits`, read from the project's `files` where their text is what the import
    /// read (``FixPlanner``): AR001, AR002, AR016 and AR017.
    public static func attachingFixes(to report: LintReport, result: ImportResult, files: [ProjectFile])
        -> LintReport
    {
        FixPlanner.attachingEdits(to: report, result: result, files: files)
    }
}
