package io.tablesmith.processor.table;

import com.squareup.javapoet.TypeName;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.IndexModel;
import io.tablesmith.processor.model.Template;
import io.tablesmith.processor.model.TypeModel;
import io.tablesmith.processor.parse.AnnotationNames;
import io.tablesmith.processor.parse.Annotations;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.report.Message;
import io.tablesmith.processor.table.KeyEquations.Key;
import io.tablesmith.processor.table.KeyEquations.Witness;
import io.tablesmith.processor.table.KeyShape.Display;
import io.tablesmith.processor.table.KeyShape.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The proof that the key spaces of a table's entity types are disjoint: for a pair of entities,
 * that no primary key of one can be a primary key of the other (an error, TS151 or TS153), and no
 * key of one in an index they share can be a key of the other there (a warning, TS154); for one
 * entity, that no primary key of it can be one of the runtime's queue or lock items (TS153).
 */
final class KeySpaces {

    private final Elements elements;
    private final Annotations annotations;
    private final ErrorReporter reporter;
    /** Each entity's values, one per component and width, so that its keys share them. */
    private final Map<EntityModel, Map<String, Value>> values = new IdentityHashMap<>();

    KeySpaces(Elements elements, Annotations annotations, ErrorReporter reporter) {
        this.elements = elements;
        this.annotations = annotations;
        this.reporter = reporter;
    }

    /**
     * Checks {@code entity} against {@code other}, reporting on {@code entity}; {@code names} names
     * entities in messages, and a proposed fix is checked against the keys of every entity of
     * {@code table} (the entities that may share {@code entity}'s table) and of the runtime's items.
     * With {@code indexes}, also the indexes they share: within a table, not between packages that
     * only may share one, where an overlap would be both harmless and unsure.
     */
    void check(EntityModel entity, EntityModel other, List<EntityModel> table, Function<EntityModel, String> names,
               boolean indexes) {
        Key key = key(entity, entity.partitionKey(), entity.sortKey());
        Key otherKey = key(other, other.partitionKey(), other.sortKey());
        KeyEquations.solve(key, otherKey).ifPresent(witness -> {
            String values = values(witness, names.apply(entity), names.apply(other));
            String fix = fix(entity, key, primaryKeys(entity, table), "Key", "");
            AnnotationMirror mirror = annotations.find(entity.element(), AnnotationNames.KEY).orElse(null);
            if (sameTemplates(entity, other)) {
                reporter.error(entity.element(), mirror, Message.KEY_TEMPLATES_COLLIDE, names.apply(entity), names.apply(other),
                        entity.partitionKey().source(), entity.sortKey().source(), KeyShape.quote(witness.partition(), '"'),
                        KeyShape.quote(witness.sort(), '"'), values, fix);
            } else {
                reporter.error(entity.element(), mirror, Message.KEY_SPACES_OVERLAP, names.apply(entity), names.apply(other),
                        describe(entity, names), describe(other, names), KeyShape.quote(witness.partition(), '"'),
                        KeyShape.quote(witness.sort(), '"'), values, fix);
            }
        });
        for (IndexModel index : indexes ? entity.indexes() : List.<IndexModel>of()) {
            other.indexes().stream().filter(shared -> shared.indexName().equals(index.indexName())).findFirst()
                    .ifPresent(shared -> checkIndex(entity, index, other, shared, table, names));
        }
    }

    /**
     * Checks {@code entity}'s primary keys against the keys of the runtime's queue, lock and
     * checkpoint items; a proposed fix is checked as {@link #check} checks it.
     */
    void checkRuntime(EntityModel entity, List<EntityModel> table, Function<EntityModel, String> names) {
        Key key = key(entity, entity.partitionKey(), entity.sortKey());
        for (RuntimeKeySpaces items : RuntimeKeySpaces.ALL) {
            Optional<Witness> witness = KeyEquations.solve(key, items.key());
            if (witness.isPresent()) {
                String other = "Tablesmith's " + items.description();
                reporter.error(entity.element(), annotations.find(entity.element(), AnnotationNames.KEY).orElse(null),
                        Message.KEY_SPACES_OVERLAP, names.apply(entity), other, describe(entity, names),
                        "pk = \"" + items.key().partition().source() + "\", sk = \"" + items.key().sort().source() + "\" of " + other,
                        KeyShape.quote(witness.get().partition(), '"'), KeyShape.quote(witness.get().sort(), '"'),
                        values(witness.get(), names.apply(entity), "the " + items.description()),
                        fix(entity, key, primaryKeys(entity, table), "Key", ""));
                return;
            }
        }
    }

    private void checkIndex(EntityModel entity, IndexModel index, EntityModel other, IndexModel shared,
                            List<EntityModel> table, Function<EntityModel, String> names) {
        if (ErrorReporter.suppresses(entity.element(), Message.INDEX_KEYS_OVERLAP)
                || ErrorReporter.suppresses(other.element(), Message.INDEX_KEYS_OVERLAP)) {
            return; // the index is overloaded on purpose
        }
        Key key = key(entity, index.partition(), index.sort());
        Key otherKey = key(other, shared.partition(), shared.sort());
        Optional<Witness> witness = KeyEquations.solve(key, otherKey);
        if (witness.isEmpty()) {
            return;
        }
        AnnotationMirror mirror = annotations.findRepeated(entity.element(), AnnotationNames.GSI, AnnotationNames.GSI_LIST).stream()
                .filter(gsi -> annotations.string(gsi, "index").equals(index.indexName())).findFirst().orElse(null);
        reporter.warning(entity.element(), mirror, "index", Message.INDEX_KEYS_OVERLAP, names.apply(entity), index.indexName(),
                names.apply(other), describe(entity, index, names), describe(other, shared, names),
                index.partitionAttribute(), KeyShape.quote(witness.get().partition(), '"'),
                index.sortAttribute(), KeyShape.quote(witness.get().sort(), '"'),
                values(witness.get(), names.apply(entity), names.apply(other)), names.apply(entity),
                fix(entity, key, indexKeys(entity, index.indexName(), table), "Gsi", "index = \"" + index.indexName() + "\", "));
    }

    /** The primary keys {@code entity}'s must never meet: every other entity's of its table, and the runtime's items'. */
    private List<Key> primaryKeys(EntityModel entity, List<EntityModel> table) {
        List<Key> keys = new ArrayList<>();
        table.stream().filter(other -> other != entity)
                .forEach(other -> keys.add(key(other, other.partitionKey(), other.sortKey())));
        RuntimeKeySpaces.ALL.forEach(items -> keys.add(items.key()));
        return keys;
    }

    /** The keys {@code entity}'s keys in {@code indexName} should not meet: every other entity's there. */
    private List<Key> indexKeys(EntityModel entity, String indexName, List<EntityModel> table) {
        List<Key> keys = new ArrayList<>();
        for (EntityModel other : table) {
            if (other != entity) {
                other.indexes().stream().filter(index -> index.indexName().equals(indexName))
                        .forEach(index -> keys.add(key(other, index.partition(), index.sort())));
            }
        }
        return keys;
    }

    /**
     * The sentence that proposes a change of {@code entity}'s template making its keys disjoint from
     * every one of {@code others}: its entity type as a literal first field, in the sort key, the
     * partition key or both. Each candidate is proven against all of them before it is proposed;
     * when none holds, the sentence says so rather than propose one that does not work.
     */
    private static String fix(EntityModel entity, Key key, List<Key> others, String annotation, String index) {
        String prefix = entity.entityType();
        String on = ") on " + entity.recordType().simpleName();
        List<Key> candidates = List.of(new Key(key.partition(), key.sort().prefixed(prefix)),
                new Key(key.partition().prefixed(prefix), key.sort()),
                new Key(key.partition().prefixed(prefix), key.sort().prefixed(prefix)));
        List<String> proposals = List.of("sk = \"" + candidates.get(0).sort().source() + "\"",
                "pk = \"" + candidates.get(1).partition().source() + "\"",
                "pk = \"" + candidates.get(2).partition().source() + "\", sk = \"" + candidates.get(2).sort().source() + "\"");
        for (int i = 0; i < candidates.size(); i++) {
            Key candidate = candidates.get(i);
            if (others.stream().allMatch(other -> KeyEquations.solve(candidate, other).isEmpty())) {
                return "give one template literal text the other cannot render, for example @" + annotation + "(" + index
                        + proposals.get(i) + on + " (checked against every other key of the table).";
            }
        }
        return "give one template literal text that no other entity of the table and no item of Tablesmith's can render."
                + " No fix is proposed: the entity type " + prefix + " in front of " + entity.recordType().simpleName()
                + "'s keys would still meet another key of the table.";
    }

    private static String describe(EntityModel entity, Function<EntityModel, String> names) {
        return "@Key(pk = \"" + entity.partitionKey().source() + "\", sk = \"" + entity.sortKey().source() + "\") of "
                + names.apply(entity);
    }

    private static String describe(EntityModel entity, IndexModel index, Function<EntityModel, String> names) {
        return "@Gsi(index = \"" + index.indexName() + "\", pk = \"" + index.partition().source() + "\", sk = \""
                + index.sort().source() + "\") of " + names.apply(entity);
    }

    /** Which values render the witness on each side: {@code Card with kind = "PROFILE"; Member with id = "a"}. */
    private static String values(Witness witness, String first, String second) {
        return side(first, witness.first()) + "; " + side(second, witness.second());
    }

    private static String side(String name, Map<Value, String> values) {
        if (values.isEmpty()) {
            return name + " with its constant key";
        }
        return name + " with " + values.entrySet().stream()
                .map(entry -> entry.getKey().name() + " = " + entry.getKey().shown(entry.getValue()))
                .collect(Collectors.joining(", "));
    }

    private Key key(EntityModel entity, Template partition, Template sort) {
        Map<String, Value> own = values.computeIfAbsent(entity, e -> new HashMap<>());
        Function<Template.Placeholder, Value> value = placeholder -> own.computeIfAbsent(
                placeholder.component().name() + ":" + placeholder.width(), name -> value(placeholder));
        return new Key(KeyShape.of(partition, value), KeyShape.of(sort, value));
    }

    private Value value(Template.Placeholder placeholder) {
        if (!(placeholder.component().type() instanceof TypeModel.Scalar scalar)) {
            throw new IllegalStateException("key component " + placeholder.component().name() + " is not a scalar");
        }
        TypeModel.ScalarKind kind = scalar.kind();
        Optional<List<String>> constants = kind == TypeModel.ScalarKind.ENUM ? constants(scalar.javaType()) : Optional.of(List.of());
        Automaton language = constants.isEmpty()
                ? KeyLanguages.STRING // an enum the processor cannot read: any escaped text, which holds every name
                : KeyLanguages.of(kind, placeholder.width(), constants.get());
        Display display = switch (kind) {
            case STRING -> Display.TEXT;
            case CHAR -> Display.CHAR;
            case ENUM -> Display.CONSTANT;
            case BYTE, SHORT, INT, LONG, BIG_INTEGER -> Display.NUMBER;
            default -> Display.PLAIN;
        };
        return new Value(placeholder.component().name(), language, false, display);
    }

    private Optional<List<String>> constants(TypeName enumType) {
        TypeElement type = elements.getTypeElement(enumType.toString());
        if (type == null) {
            return Optional.empty();
        }
        return Optional.of(type.getEnclosedElements().stream()
                .filter(member -> member.getKind() == ElementKind.ENUM_CONSTANT)
                .map(member -> member.getSimpleName().toString()).toList());
    }

    /**
     * Whether two keys are the same templates but for the placeholders' names: the same literal text,
     * and placeholders of the same types (and widths) in the same places, a component used twice in
     * one where the other uses one twice. They make the same keys.
     */
    private static boolean sameTemplates(EntityModel entity, EntityModel other) {
        return shape(entity.partitionKey(), entity.sortKey()).equals(shape(other.partitionKey(), other.sortKey()));
    }

    private static String shape(Template partition, Template sort) {
        List<String> components = new java.util.ArrayList<>();
        StringBuilder shape = new StringBuilder();
        for (Template template : List.of(partition, sort)) {
            for (Template.Part part : template.parts()) {
                if (part instanceof Template.Literal literal) {
                    shape.append(literal.text());
                } else if (part instanceof Template.Placeholder placeholder) {
                    String name = placeholder.component().name();
                    if (!components.contains(name)) {
                        components.add(name);
                    }
                    shape.append("\u0001").append(components.indexOf(name)).append(':').append(placeholder.width())
                            .append(':').append(placeholder.component().type().javaType()).append('\u0001');
                }
            }
            shape.append('\u0000');
        }
        return shape.toString();
    }
}
