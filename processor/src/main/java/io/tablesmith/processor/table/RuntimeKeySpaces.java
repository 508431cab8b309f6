package io.tablesmith.processor.table;

import io.tablesmith.processor.table.KeyShape.Display;
import io.tablesmith.processor.table.KeyShape.Field;
import io.tablesmith.processor.table.KeyShape.Value;
import java.util.List;

/**
 * The keys of the items Tablesmith's runtime keeps in a table beside the entities (see the
 * runtime's {@code QueueTable}, {@code QueueCore}, {@code QueueGroups}, {@code LockCore} and
 * {@code StreamCheckpoints}), as
 * templates, so that an entity whose keys could render one of them is refused like one whose keys
 * meet another entity's. A queue, a lock or a change-stream consumer's checkpoints may live in any
 * table, so every entity is checked.
 *
 * @param description what the items are, for the message
 * @param key their partition and sort key
 */
record RuntimeKeySpaces(String description, KeyEquations.Key key) {

    /** The names a queue ({@code @QueueMessage}) and a consumer group ({@code ChangeStreamConsumer}) may have. */
    private static final CharClass NAME = CharClass.range('A', 'Z').union(CharClass.range('a', 'z')).union(CharClass.DIGIT)
            .union(CharClass.ofChars("_-"));
    /** A queue name as {@code @QueueMessage} allows it. */
    private static final Value QUEUE = new Value("queue", KeyLanguages.of(NAME, 1, 64), false, Display.RAW_TEXT);
    /** A consumer group's name as {@code ChangeStreamConsumer} allows it. */
    private static final Value GROUP = new Value("group", KeyLanguages.of(NAME, 1, 64), false, Display.RAW_TEXT);

    static final List<RuntimeKeySpaces> ALL = List.of(
            new RuntimeKeySpaces("queue messages with a deduplication id", new KeyEquations.Key(
                    shape("QUEUE#<queue>#D#<deduplication id>", field("QUEUE"), field("", QUEUE), field("D"),
                            field("", new Value("deduplication id", KeyLanguages.ANY_TEXT, true, Display.RAW_TEXT))),
                    shape("MESSAGE", field("MESSAGE")))),
            new RuntimeKeySpaces("queue messages", new KeyEquations.Key(
                    shape("QUEUE#<queue>#M#<message id>", field("QUEUE"), field("", QUEUE), field("M"),
                            field("", new Value("message id", KeyLanguages.of(KeyLanguages.digits(15),
                                    Automaton.Pattern.literal("-"), KeyLanguages.digits(6), Automaton.Pattern.literal("-"),
                                    KeyLanguages.hex(8)), false, Display.RAW_TEXT))),
                    shape("MESSAGE", field("MESSAGE")))),
            new RuntimeKeySpaces("queue message groups", new KeyEquations.Key(
                    shape("QUEUE#<queue>#G#<group>", field("QUEUE"), field("", QUEUE), field("G"),
                            field("", new Value("group", KeyLanguages.ANY_TEXT, true, Display.RAW_TEXT))),
                    shape("GROUP", field("GROUP")))),
            new RuntimeKeySpaces("queue counters", new KeyEquations.Key(
                    shape("QUEUE#<queue>", field("QUEUE"), field("", QUEUE)),
                    shape("STATS#<shard>", field("STATS"),
                            field("", new Value("shard", KeyLanguages.upTo(63), false, Display.PLAIN))))),
            new RuntimeKeySpaces("lease locks", new KeyEquations.Key(
                    shape("LOCK#<lock name>", field("LOCK"),
                            field("", new Value("lock name", KeyLanguages.ANY_TEXT, true, Display.RAW_TEXT))),
                    shape("LOCK", field("LOCK")))),
            new RuntimeKeySpaces("change-stream checkpoints", new KeyEquations.Key(
                    shape("STREAM#<group>", field("STREAM"), field("", GROUP)),
                    shape("SHARD#<shard id>", field("SHARD"),
                            field("", new Value("shard id", KeyLanguages.ANY_TEXT, true, Display.RAW_TEXT))))));

    private static KeyShape shape(String source, Field... fields) {
        return new KeyShape(source, List.of(fields));
    }

    private static Field field(String literal) {
        return new Field(literal, null);
    }

    private static Field field(String literal, Value value) {
        return new Field(literal, value);
    }
}
