package io.tablesmith.it.walk;

import java.util.function.Consumer;

/**
 * One step of the walk: the public write method it covers (as {@link WriteMethods} names it) and
 * what it does with a fresh {@link Walk}.
 *
 * @param method {@code Class.method(ParameterType, ...)}
 * @param transactions whether it needs an engine with transactions (dynalite has none), or with streams
 * @param body the calls and their checks
 */
record WalkStep(String method, boolean transactions, Consumer<Walk> body) {

    static WalkStep of(String method, Consumer<Walk> body) {
        return new WalkStep(method, false, body);
    }

    static WalkStep inTransaction(String method, Consumer<Walk> body) {
        return new WalkStep(method, true, body);
    }

    /** A step that reads a table's stream: like transactions, only LocalDynamoDb has streams (dynalite has none). */
    static WalkStep withStreams(String method, Consumer<Walk> body) {
        return new WalkStep(method, true, body);
    }

    @Override
    public String toString() {
        return method;
    }
}
