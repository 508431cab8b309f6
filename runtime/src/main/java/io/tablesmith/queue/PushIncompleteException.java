package io.tablesmith.queue;

import io.tablesmith.OutcomeUnknownException;
import io.tablesmith.TablesmithException;
import java.util.List;

/**
 * Thrown by a generated queue's {@code pushAll} when a push after the first failed (a failure of the
 * first push is thrown as it is: nothing was pushed): the messages before it were pushed ({@link #pushed()} has their results, in order), the one that failed and those after it
 * were not. Push the rest again ({@code messages.subList(pushed().size(), ...)}); with a
 * deduplication id even pushing them all again enqueues nothing twice. The cause is the failed
 * push's exception; when it is an {@link OutcomeUnknownException}, that one message may have been
 * enqueued.
 */
public class PushIncompleteException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    private final transient List<PushResult> pushed;

    public PushIncompleteException(String queue, List<PushResult> pushed, int messages, Throwable cause) {
        super("QUEUE " + queue, null, "pushAll stopped at message " + (pushed.size() + 1) + " of " + messages + ": "
                + cause.getMessage() + "; the first " + pushed.size() + " were pushed (pushed() has their results), the"
                + " rest were not; push them again", cause);
        this.pushed = List.copyOf(pushed);
    }

    /** The results of the messages pushed before the failure, in order: the first {@code pushed().size()} messages. */
    public List<PushResult> pushed() {
        return pushed;
    }
}
