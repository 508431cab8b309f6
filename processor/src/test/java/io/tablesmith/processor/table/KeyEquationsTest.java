package io.tablesmith.processor.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.processor.table.KeyEquations.Key;
import io.tablesmith.processor.table.KeyEquations.Witness;
import io.tablesmith.processor.table.KeyShape.Display;
import io.tablesmith.processor.table.KeyShape.Field;
import io.tablesmith.processor.table.KeyShape.Value;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The equations between two keys, where a value in both keys of one side (or in both sides' fields
 * with literal text in front) ties the two keys together: cycles that agree, cycles that cannot,
 * and the runtime's values that take the rest of a key.
 */
class KeyEquationsTest {

    private static Value text(String name) {
        return new Value(name, KeyLanguages.STRING, false, Display.TEXT);
    }

    private static KeyShape shape(Field... fields) {
        return new KeyShape("", List.of(fields));
    }

    private static Field field(String literal, Value value) {
        return new Field(literal, value);
    }

    @Test
    void aValueWhoseTwoPlacesAskForTextsOfTwoLengthsMakesNoKey() {
        Value a = text("a");
        Value b = text("b");
        // pk: "Z" + a = b; sk: a = "Z" + b. So a = "ZZ" + a: no text.
        Key first = new Key(shape(field("X", null), field("Z", a)), shape(field("", a)));
        Key second = new Key(shape(field("X", null), field("", b)), shape(field("Z", b)));

        assertThat(KeyEquations.solve(first, second)).isEmpty();
    }

    @Test
    void aValueWhoseTwoPlacesAgreeMakesTheShortestKeyBothRender() {
        Value a = text("a");
        Value b = text("b");
        // pk: "Z" + a = b; sk: "ZZ" + a = "Z" + b, the same equation.
        Key first = new Key(shape(field("X", null), field("Z", a)), shape(field("ZZ", a)));
        Key second = new Key(shape(field("X", null), field("", b)), shape(field("Z", b)));

        Optional<Witness> witness = KeyEquations.solve(first, second);

        assertThat(witness).isPresent();
        assertThat(witness.get().partition()).isEqualTo("X#Za");
        assertThat(witness.get().sort()).isEqualTo("ZZa");
        assertThat(witness.get().first()).containsEntry(a, "a");
        assertThat(witness.get().second()).containsEntry(b, "Za");
    }

    @Test
    void aLongerPrefixTakenOnACycleIsRequiredOfTheRoot() {
        Value a = text("a");
        Value b = text("b");
        // pk: a = "Q" + b; sk: "Q" + b = a again, reached from the other side: a must start with Q.
        Key first = new Key(shape(field("", a)), shape(field("", a)));
        Key second = new Key(shape(field("Q", b)), shape(field("Q", b)));

        Optional<Witness> witness = KeyEquations.solve(first, second);

        assertThat(witness.map(Witness::partition)).contains("Qa");
        assertThat(witness.get().second()).containsEntry(b, "a");
    }

    @Test
    void aValueThatTakesTheRestOfTheKeyTakesFieldsButNeverNothing() {
        Value name = new Value("lock name", KeyLanguages.ANY_TEXT, true, Display.RAW_TEXT);
        Value id = text("id");
        Key lock = new Key(shape(field("LOCK", null), field("", name)), shape(field("LOCK", null)));

        assertThat(KeyEquations.solve(new Key(shape(field("LOCK", null), field("", id), field("X", null)), shape(field("LOCK", null))), lock)
                .map(witness -> witness.second().get(name))).contains("a#X");
        assertThat(KeyEquations.solve(new Key(shape(field("LOCK", null), field("", null)), shape(field("LOCK", null))), lock)).isEmpty();
        assertThat(KeyEquations.solve(new Key(shape(field("LOCK", null)), shape(field("LOCK", null))), lock)).isEmpty();
    }
}
