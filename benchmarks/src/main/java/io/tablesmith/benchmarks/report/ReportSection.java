package io.tablesmith.benchmarks.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A section of {@code docs/benchmarks.md} that one harness maintains between its own two marker lines. */
public final class ReportSection {

    private ReportSection() {
    }

    /**
     * Puts {@code section} (which starts with {@code start} and ends with {@code end} and a line break) in place
     * of the text between the markers, or at the end of the report when it has none yet; the rest stays.
     */
    public static void write(Path report, String start, String end, String section) throws IOException {
        String text = Files.exists(report) ? Files.readString(report) : "";
        int from = text.indexOf(start);
        int to = text.indexOf(end);
        String updated = from >= 0 && to > from
                ? text.substring(0, from) + section + text.substring(to + end.length() + 1)
                : text + (text.endsWith("\n\n") || text.isEmpty() ? "" : "\n") + section;
        Files.writeString(report, updated);
    }
}
