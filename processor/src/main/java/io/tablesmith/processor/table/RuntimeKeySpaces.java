package io.tablesmith.processor.table;

import io.tablesmith.internal.RuntimeItems;
import io.tablesmith.processor.table.KeyShape.Display;
import io.tablesmith.processor.table.KeyShape.Field;
import io.tablesmith.processor.table.KeyShape.Value;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The keys of the items Tablesmith's runtime keeps in a table beside the entities, read from the
 * runtime's one catalogue of them ({@link RuntimeItems}, which its writers and its change decoder use),
 * so that an entity whose keys could render one of them is refused like one whose keys meet another
 * entity's. A queue, a lock or a change-stream consumer's checkpoints may live in any table, so every
 * entity is checked.
 *
 * @param description what the items are, for the message
 * @param key their partition and sort key
 */
record RuntimeKeySpaces(String description, KeyEquations.Key key) {

    /** The names a queue ({@code @QueueMessage}) and a consumer group ({@code ChangeStreamConsumer}) may have. */
    private static final CharClass NAME = CharClass.range('A', 'Z').union(CharClass.range('a', 'z')).union(CharClass.DIGIT)
            .union(CharClass.ofChars("_-"));

    static final List<RuntimeKeySpaces> ALL = RuntimeItems.ALL.stream().map(RuntimeKeySpaces::of).toList();

    /** One kind of runtime item as the proof reads it; a value used twice in its key is one value. */
    static RuntimeKeySpaces of(RuntimeItems.Item item) {
        Map<RuntimeItems.Value, Value> values = new IdentityHashMap<>();
        return new RuntimeKeySpaces(item.description(), new KeyEquations.Key(shape(item.partition(), values),
                shape(item.sort(), values)));
    }

    private static KeyShape shape(RuntimeItems.Template template, Map<RuntimeItems.Value, Value> values) {
        List<Field> fields = new ArrayList<>();
        for (RuntimeItems.Field field : template.fields()) {
            fields.add(new Field(field.literal(), field.value() == null ? null : values.computeIfAbsent(field.value(),
                    RuntimeKeySpaces::value)));
        }
        return new KeyShape(template.toString(), List.copyOf(fields));
    }

    /** The texts a value of the runtime's keys can render, as the catalogue's kind of it says. */
    private static Value value(RuntimeItems.Value value) {
        return switch (value.text()) {
            case NAME -> new Value(value.name(), KeyLanguages.of(NAME, 1, 64), false, Display.RAW_TEXT);
            case MESSAGE_ID -> new Value(value.name(), KeyLanguages.of(KeyLanguages.digits(15), Automaton.Pattern.literal("-"),
                    KeyLanguages.digits(6), Automaton.Pattern.literal("-"), KeyLanguages.hex(8)), false, Display.RAW_TEXT);
            case ANY -> new Value(value.name(), KeyLanguages.ANY_TEXT, true, Display.RAW_TEXT);
        };
    }
}
