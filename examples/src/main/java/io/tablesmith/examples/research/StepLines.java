package io.tablesmith.examples.research;

import java.io.PrintStream;

/** The demo's output of one call: the Java call, the request it sent, its result and details, aligned. */
final class StepLines {

    private final PrintStream out;

    StepLines(PrintStream out) {
        this.out = out;
    }

    void call(String text) {
        out.println("  call     " + text);
    }

    void request(String text) {
        out.println("  request  " + text);
    }

    void result(String text) {
        out.println("  result   " + text);
    }

    void detail(String text) {
        out.println("           " + text);
    }
}
