package io.tablesmith.processor.report;

import javax.tools.Diagnostic;

/**
 * Every diagnostic the processor reports. Each states the rule that was broken, names what
 * broke it, and says how to fix it; the id lets a user search for it. The catalogue is in the
 * order of its ids, which never change once released (users search for them and suppress by
 * them). Nearly all are errors; a warning or a note ({@link #kind()}) can be silenced with
 * {@code @SuppressWarnings("<id>")}.
 */
public enum Message {
    ENTITY_NOT_RECORD(100,
            "@Entity is on %s, which is not a record: Tablesmith maps record components to attributes. Declare it as `record %s(...)`."),
    ENTITY_PRIVATE(101,
            "@Entity record %s is private, but the generated repository beside it must construct it. Make it package-private or public."),
    ENTITY_GENERIC(102,
            "@Entity record %s has type parameters, but a stored item has one concrete shape. Remove the type parameters."),
    ENTITY_TYPE_INVALID(103,
            "@Entity(type = \"%s\") is not a valid entity type: it must be 1 to 64 letters, digits, '_' or '-' (it is stored in \"_et\" and starts keys). Use for example type = \"JOB\"."),
    KEY_MISSING(104,
            "@Entity record %s has no @Key, but every item needs a primary key. Add @Key(pk = \"...\", sk = \"...\")."),
    ANNOTATION_WITHOUT_ENTITY(105,
            "@%s is on %s, which has no @Entity, so nothing is generated for it. Add @Entity(type = \"...\") or remove @%s."),
    ENTITY_NESTED_IN_GENERIC(106,
            "@Entity record %s is nested in a type that is private or generic, so the generated code cannot name it. Move it to the top level."),

    TEMPLATE_EMPTY(110,
            "The %s template of @%s is empty, but a key attribute needs a value. Write a literal such as \"METADATA\" or a placeholder such as \"{id}\"."),
    TEMPLATE_MALFORMED(111,
            "The %s template \"%s\" of @%s is malformed: %s. Write literal text with placeholders of the form {componentName}."),
    PLACEHOLDER_UNKNOWN(112,
            "The %s template \"%s\" of @%s names {%s}, which is not a component of %s. %s"),
    KEY_COMPONENT_TYPE(113,
            "Component '%s' of type %s cannot be part of a key (the %s template of @%s): %s. %s"),
    VERSION_IN_KEY(114,
            "The @Version component '%s' is used in the %s template of @%s, but a key must not change when the item is written. Remove it from the template."),
    KEY_WIDTH_TYPE(115,
            "{%s:%s} in the %s template of @%s pads with zeros, which orders only integral numbers, but component '%s' is %s. Remove the width or use an int, long or BigInteger component."),

    INDEX_DUPLICATE(120,
            "Index \"%s\" is declared twice on %s, but an item has one key per index. Give the second @Gsi another index name."),
    INDEX_NAME_INVALID(121,
            "Index name \"%s\" is invalid: DynamoDB index names are 3 to 255 characters of letters, digits, '_', '-' and '.' (and the index key attributes are named after it). Use for example index = \"gsi1\"."),
    QUERY_DUPLICATE(122,
            "Query name \"%s\" is used twice on %s, but each query becomes one repository method. Rename one of them."),
    QUERY_NAME_INVALID(123,
            "Query name \"%s\" cannot name a repository method: %s. Choose another name, for example query = \"byStatus\"."),
    INDEX_NEVER_SPARSE(124, Diagnostic.Kind.WARNING,
            "@Gsi(index = \"%s\") has the constant partition key \"%s\" of a sparse index, yet every %s is in it: an item is left out of an index only when a component its templates use is null, and none of these can be: %s. To leave items out, give %s a boxed type and store null where an item does not belong; if every item belongs in the index, add @SuppressWarnings(\"TS124\") to %s."),

    VERSION_DUPLICATE(130,
            "%s has two @Version components ('%s' and '%s'), but an item has one version. Keep @Version on one of them."),
    VERSION_TYPE(131,
            "@Version component '%s' is %s, but a version is an integral counter. Declare it long, int, Long or Integer."),

    UNSUPPORTED_TYPE(140,
            "Component '%s' has type %s, which Tablesmith cannot store%s. Supported: primitives and their boxes, String, BigInteger, BigDecimal, enums, UUID, Instant, LocalDate, LocalDateTime, LocalTime, YearMonth, Year, OffsetDateTime, Duration, byte[], float[] (a vector), SdkBytes, Optional<T>, List<T>, Set<T>, Map<String, T> and records (not entities) of these. Change the type, or store it with @Convert(YourConverter.class)."),
    ATTRIBUTE_NAME_INVALID(141,
            "Attribute name \"%s\" of component '%s' is refused: %s."),
    MAP_KEY_TYPE(142,
            "Component '%s' has type %s, but the keys of a DynamoDB map are strings. Use Map<String, ...>, or a List of records that hold the key and the value."),
    NESTED_ENTITY(143,
            "Component '%s' has type %s, which is an @Entity: an entity is an item of its own, not part of another item. Store its key components instead (for example its id), or make %s a record without @Entity."),
    RECORD_CYCLE(144,
            "Component '%s' makes record %s contain itself (%s), but a stored item is a finite tree of maps. Break the cycle, for example by storing the ids of the contained records."),
    NESTED_RECORD_INACCESSIBLE(145,
            "Component '%s' has type %s, a record that %s, so the generated schema in package %s cannot construct it. %s"),
    OPTIONAL_MISPLACED(146,
            "Component '%s' has type %s: %s. Use the component's type without Optional inside it, for example Optional<String> or List<String>."),
    CONVERTER_INVALID(147,
            "@Convert(%s.class) on component '%s' is refused: %s. A converter is a public, non-abstract, non-generic class with a public no-argument constructor that implements AttributeConverter<%s>."),
    CONVERT_COMBINED(148,
            "@Convert on component '%s' cannot be combined with @%s: %s. Remove one of them."),

    ENTITY_TYPE_DUPLICATE(150,
            "Entity type \"%s\" is used by both %s and %s, but items in one table are told apart by their type. Give one of them another type."),
    KEY_TEMPLATES_COLLIDE(151,
            "%s has the same key templates as %s (pk \"%s\", sk \"%s\"), so their items would overwrite each other: both make pk %s, sk %s (%s). To keep them apart, %s"),
    GENERATED_TYPE_EXISTS(152,
            "Tablesmith generates %s for %s, but a type of that name already exists (written by hand or generated for another entity). Rename one of them."),
    KEY_SPACES_OVERLAP(153,
            "The primary keys of %s can be equal to those of %s: %s and %s both make pk %s, sk %s (%s). Items of one table must never share a key, or a write of one replaces or deletes the other's item (a batch write, which cannot check _et, included). To keep them apart, %s"),
    INDEX_KEYS_OVERLAP(154, Diagnostic.Kind.WARNING,
            "The keys of %s in index \"%s\" can be equal to those of %s: %s and %s both make %s %s, %s %s (%s). DynamoDB allows that and every query filters on _et, so the queries of both stay exact, but each reads, and pays for, the other's items in such a partition. If the index is overloaded on purpose, add @SuppressWarnings(\"TS154\") to %s; otherwise, to keep them apart, %s"),

    COLLECTION_NOT_RECORD(160,
            "@ItemCollection is on %s, which is not a record: a collection's components are the entities it gathers. Declare it as a record."),
    COLLECTION_MEMBER_NOT_ENTITY(161,
            "Component '%s' of type %s is not an entity, so no item of the partition can fill it. Declare it as an @Entity record X, Optional<X> or List<X>."),
    COLLECTION_SHAPE(162,
            "Member '%s' is %s, whose partition key template \"%s\" does not have the collection's shape \"%s\", so its items are not in the collection's partition. Use the same literal text with placeholders of the same types in the same places."),
    COLLECTION_SINGLE_NEEDS_CONSTANT_SORT_KEY(163,
            "Member '%s' holds one %s, but its sort key \"%s\" has placeholders, so a partition can hold many. Declare it List<%2$s>."),
    COLLECTION_MEMBER_OTHER_TABLE(164,
            "Member '%s' is %s, an entity of package %s, but package %s is declared a table with @Table, so the collection's partition and the entity's items are in two tables, and one Query reads one. Declare the collection in the entity's package, or move the entity into the collection's."),

    TTL_TYPE(170,
            "@Ttl component '%s' is %s, but an expiry time is an Instant or epoch seconds. Declare it Instant, long or Long."),
    TTL_DUPLICATE(171,
            "%s has two @Ttl components ('%s' and '%s'), but an item has one expiry time (the table's TTL attribute \"expires_at\"). Keep @Ttl on one of them."),
    TTL_ATTRIBUTE(172,
            "@Ttl component '%s' also has @Attribute(\"%s\"), but the expiry is always stored in the table's TTL attribute \"expires_at\". Remove @Attribute."),
    COMPRESSED_TYPE(175,
            "@Compressed component '%s' is %s, but only a String, a byte[] or a nested record can be stored compressed. Remove @Compressed, or store the value in one of those types."),

    TRANSITION_NOT_ENUM(180,
            "@Transition is on component '%s' of type %s, but only an enum component has named states to move between. Declare the component as an enum or remove @Transition."),
    TRANSITION_UNKNOWN_STATE(181,
            "@Transition(%s = \"%s\") on component '%s' names no constant of %s. %s"),
    TRANSITION_ON_KEY(182,
            "@Transition is on component '%s', which is part of the primary key (%s), but an item's key never changes. Remove @Transition or take '%s' out of the key."),
    TRANSITION_SHARED_TEMPLATE(183,
            "@Transition is on component '%s', which shares the %s template \"%s\" of index %s with '%s', so a transition of '%s' alone could not rewrite that index key. Give '%s' a template of its own or remove @Transition."),

    INTERNAL_ERROR(199,
            "Tablesmith failed on %s: %s. This is a bug in Tablesmith; please report it with this record."),

    KEY_DELIMITER(200,
            "The %s template \"%s\" of @%s continues with \"%s\" right after {%s}, but the text after a placeholder must start with the delimiter '#': escaped values never contain it and sort above it, so only then can two keys never meet and do keys sort in the order of their values (which ranges rely on). Write \"{%s}#%s\"."),

    KEY_QUERY_WITHOUT_RANGE(220,
            "@Key(query = \"%s\") names a query over the partition, but the sort key \"%s\" has no placeholders, so a partition holds at most one %s and %s(...) reads it: no query is generated. Remove query = \"%s\", or give the sort key a placeholder for the component that tells the items of a partition apart."),

    QUEUE_NOT_RECORD(240,
            "@QueueMessage is on %s, which is not a record: a message's components are what the queue stores. Declare it as `record %s(...)`."),
    QUEUE_RECORD_INACCESSIBLE(241,
            "@QueueMessage record %s %s, so the generated %sQueue beside it cannot construct it. Make it public or package-private, top-level or static nested, and without type parameters."),
    QUEUE_NAME_INVALID(242,
            "@QueueMessage(queue = \"%s\") is not a valid queue name: it must be 1 to 64 letters, digits, '_' or '-' (it starts the keys of the queue's items). Use for example queue = \"research-tasks\"."),
    QUEUE_SHARDS(243,
            "@QueueMessage(shards = %s) is out of range: a queue spreads over 1 to 64 index partitions. Use shards = 1 unless one partition's 1,000 writes per second are too few."),
    QUEUE_NAME_DUPLICATE(244,
            "Queue \"%s\" is declared by both %s and %s, but one queue holds one message type. Give one of them another queue name."),
    QUEUE_ON_ENTITY(245,
            "%s has both @Entity and @QueueMessage, but a queue message is stored inside the queue's own items, not as an entity item. Declare a separate record for the message."),

    DEFAULT_VALUE_NOT_PRIMITIVE(260,
            "@DefaultValue is on component '%s' of type %s, which already reads an absent attribute as %s; and since a null is stored as no attribute, a default would also replace every null it writes. Remove @DefaultValue, or declare the component primitive (or turn null into a value in the record's compact constructor)."),
    DEFAULT_VALUE_INVALID(261,
            "@DefaultValue(\"%s\") on component '%s' is not a valid %s: %s. Write the value as Java would read it, for example @DefaultValue(\"%s\")."),
    DEFAULT_VALUE_ROLE(262,
            "@DefaultValue cannot be on the %s component '%s': %s. Remove @DefaultValue."),
    FORMER_NAME_INVALID(263,
            "Former attribute name \"%s\" of component '%s' is refused: %s."),
    FORMER_NAME_ROLE(264,
            "@Attribute(formerly = ...) cannot be on the %s component '%s': %s. Remove formerly, and rewrite the old items (get and put each one) before renaming."),
    NATURAL_INDEX_SIZE(265,
            "@NaturalIndex(index = \"%s\") has %s %s components, but DynamoDB keys an index on %s. %s"),
    NATURAL_INDEX_UNKNOWN_COMPONENT(266,
            "@NaturalIndex(index = \"%s\") names '%s' in %s, which is not a component of %s. %s"),
    NATURAL_INDEX_TYPE(267,
            "Component '%s' of type %s cannot key @NaturalIndex(index = \"%s\"): %s. An index key attribute is a plain S, N or B value; use a String, number, enum, UUID, java.time or byte[] component, or a @Gsi template."),
    NATURAL_INDEX_ROLE(268,
            "Component '%s' cannot key @NaturalIndex(index = \"%s\"): %s."),
    NATURAL_INDEX_CONFLICT(269,
            "@NaturalIndex(index = \"%s\") on %s %s. Entities of one table share its attribute definitions: %s."),
    SCHEMA_ATTRIBUTE_DROPPED(270,
            "%s no longer reads attribute \"%s\", which the schema file %s records for component '%s': the items stored with it would lose that value without a word. If the component was renamed, keep reading the old name with @Attribute(value = \"...\", formerly = \"%s\") on the component that holds the value now; if the value is given up on purpose, or every stored item has been rewritten since, delete \"%s\" from the schema file's lines %s.component.%s.* (the whole line where it stands alone)."),
    SCHEMA_ABSENT_UNREADABLE(271,
            "Component '%s' of %s %s, but the items stored %s lack attribute \"%s\": reading one would fail with ItemDecodeException. Add @DefaultValue(\"...\") with the value such items read as, or make the component nullable (a box, a String, an Optional)."),
    SCHEMA_STORED_FORM_CHANGED(272,
            "Component '%s' of %s is now stored as %s, but the schema file %s records %s for the items already stored: they would not decode, or decode to other values. Keep the type the items hold (convert in the record, or with a @Convert converter that reads the old form), or store the new type in a new component with its own attribute and rewrite every item before removing the old one. If the new type does read every stored value, write its stored form into the schema file."),
    SCHEMA_DEFAULT_CHANGED(273,
            "@DefaultValue(\"%s\") of component '%s' of %s differs from the default \"%s\" the schema file %s records: the items stored without attribute \"%s\" would silently read as the new value. Keep @DefaultValue(\"%s\"), or write the attribute into every stored item before changing it."),
    SCHEMA_KEY_CHANGED(274,
            "The %s template of %s is now \"%s\", but the items already stored have keys rendered from \"%s\" (schema file %s): get, delete, updates and queries would no longer find them. Keep the template; a new key design needs a new entity type and a copy of every item."),
    SCHEMA_ENTITY_TYPE_CHANGED(275,
            "%s is now @Entity(type = \"%s\"), but the schema file %s records its items as entity type \"%s\": every stored item carries _et = \"%s\", and the repository would neither read nor change them. Keep type = \"%s\"."),
    SCHEMA_INDEX_UNFILLED(276,
            "@Gsi(index = \"%s\") of %s is %s, but the items stored before it lack %s (schema file %s): its query would miss them. After deploying, run %s.reindex(ReindexOptions.defaults()), and say so with @Gsi(..., reindex = true), which turns this error into a note."),
    SCHEMA_REINDEX_NOTE(277, Diagnostic.Kind.NOTE,
            "@Gsi(index = \"%s\") of %s is %s: after deploying, run %s.reindex(ReindexOptions.defaults()) so that the items stored before it get its keys. The schema file %s records the index now."),
    SCHEMA_FILE_UNREADABLE(278,
            "The schema file %s cannot be read: %s. Restore it from version control, or delete it to record the current schema anew (later compilations compare against that)."),
    SCHEMA_ENTITY_NOT_SEEN(279, Diagnostic.Kind.NOTE,
            "The schema file %s records entity type \"%s\" (%s), which this compilation did not process; its lines are kept. If the entity was removed, its items are still in the table: delete them if they are not needed, then delete its lines from the file."),
    SCHEMA_TIME_REWRITE_NOTE(280, Diagnostic.Kind.NOTE,
            "Component '%s' of %s is now stored as %s, fixed width so that text order is time order; the schema file %s records %s, the ISO text of varying width items stored before hold. They still read, and equality conditions see them, but order conditions and natural-index ranges can miss or misplace them: after deploying, run %s.reindex(ReindexOptions.defaults()) to rewrite them (a value inside a nested record, list, set or map is rewritten by the item's next put). The schema file records the new form now."),

    VECTOR_TYPE(290,
            "@VectorSearch is on component '%s' of type %s, but a vector index reads a vector stored as a list of numbers. Declare it float[]."),
    VECTOR_DIMENSIONS(291,
            "@VectorSearch(index = \"%s\") has dimensions = %s, but DynamoDB's vector indexes have 1 to 4,096 dimensions. Give the length of the embedding model's vectors, for example dimensions = 768."),
    VECTOR_INDEX_DUPLICATE(292,
            "Vector index \"%s\" is declared twice in %s (on %s and on '%s'), but index names are unique in a table. Give one of them another index name."),
    VECTOR_FILTER_UNKNOWN(293,
            "@VectorSearch(index = \"%s\") names %s \"%s\", which is not a component of %s. %s"),
    VECTOR_FILTER_TYPE(294,
            "@VectorSearch(index = \"%s\") filters on '%s' of type %s, but a vector index's filter and hash attributes are stored as a string (S), a number (N) or a binary (B). Name a String, number, enum or byte[] component, or remove '%s' from the index."),
    VECTOR_FILTER_ROLE(295,
            "@VectorSearch(index = \"%s\") names '%s' as %s, but %s. Remove it from the index.");

    private final int id;
    private final Diagnostic.Kind kind;
    private final String format;

    Message(int id, String format) {
        this(id, Diagnostic.Kind.ERROR, format);
    }

    Message(int id, Diagnostic.Kind kind, String format) {
        this.id = id;
        this.kind = kind;
        this.format = format;
    }

    /**
     * How the message is reported: an error (nothing is generated), a warning (the code compiles,
     * but probably not as meant) or a note (worth knowing); warnings and notes can be silenced.
     */
    public Diagnostic.Kind kind() {
        return kind;
    }

    /** Whether the message is a warning: the code compiles, but probably not as meant. */
    public boolean isWarning() {
        return kind == Diagnostic.Kind.WARNING;
    }

    /** The number of the id, by which the catalogue is ordered. */
    public int number() {
        return id;
    }

    /** The message text with its id, ready to report. */
    public String format(Object... arguments) {
        return "[TS" + id + "] " + String.format(format, arguments);
    }

    public String id() {
        return "TS" + id;
    }
}
