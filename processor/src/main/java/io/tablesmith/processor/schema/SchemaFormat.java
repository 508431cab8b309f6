package io.tablesmith.processor.schema;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The schema file's text: one {@code name = value} line per fact, sorted, so that a change of the
 * schema is a change of a few lines in a diff. Names start with the entity type:
 *
 * <pre>
 * JOB.component.title.attribute = title
 * JOB.component.title.formerly = name
 * JOB.gsi.gsi1.pk = STATUS#{status}
 * </pre>
 *
 * A value escapes backslash and line breaks ({@code \\}, {@code \n}, {@code \r}); lists are joined by {@code ", "}.
 */
final class SchemaFormat {

    private static final String SEPARATOR = " = ";

    private SchemaFormat() {
    }

    /** A line of the file that is not what {@link #write} writes. */
    static final class MalformedException extends Exception {
        private static final long serialVersionUID = 1L;

        MalformedException(String reason) {
            super(reason);
        }
    }

    static String write(String packageName, Map<String, SchemaEntity> entities) {
        StringBuilder text = new StringBuilder()
                .append("# The stored schema of the Tablesmith table in package ").append(packageName.isEmpty() ? "(unnamed)" : packageName)
                .append(".\n# Written by the annotation processor; keep it in version control. Every compilation compares\n")
                .append("# the entities with it and refuses a change that would strand the items already stored.\n");
        for (SchemaEntity entity : entities.values()) {
            SortedMap<String, String> lines = new TreeMap<>();
            String et = entity.entityType() + ".";
            lines.put(et + "record", entity.recordName());
            lines.put(et + "key.pk", entity.partitionKey());
            lines.put(et + "key.sk", entity.sortKey());
            entity.version().ifPresent(version -> lines.put(et + "version", version));
            entity.ttl().ifPresent(ttl -> lines.put(et + "ttl", ttl));
            entity.components().forEach((path, component) -> {
                String name = et + "component." + path + ".";
                lines.put(name + "attribute", component.attribute());
                if (!component.formerly().isEmpty()) {
                    lines.put(name + "formerly", String.join(", ", component.formerly()));
                }
                lines.put(name + "stored", component.stored());
                lines.put(name + "nullable", String.valueOf(component.nullable()));
                component.defaultValue().ifPresent(value -> lines.put(name + "default", value));
            });
            entity.indexes().forEach((index, key) -> putIndex(lines, et + "gsi." + index + ".", key));
            entity.naturalIndexes().forEach((index, key) -> putIndex(lines, et + "natural." + index + ".", key));
            text.append('\n');
            lines.forEach((name, value) -> text.append(name).append(SEPARATOR).append(escape(value)).append('\n'));
        }
        return text.toString();
    }

    private static void putIndex(Map<String, String> lines, String name, SchemaEntity.Index key) {
        lines.put(name + "pk", key.partition());
        if (!key.sort().isEmpty()) {
            lines.put(name + "sk", key.sort());
        }
    }

    static SortedMap<String, SchemaEntity> read(String text) throws MalformedException {
        Map<String, SortedMap<String, String>> facts = new TreeMap<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].endsWith("\r") ? lines[i].substring(0, lines[i].length() - 1) : lines[i];
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            int separator = line.indexOf(SEPARATOR);
            int dot = line.indexOf('.');
            if (separator < 0 || dot < 1 || dot > separator) {
                throw new MalformedException("line " + (i + 1) + " is not <entity type>.<name> = <value>");
            }
            facts.computeIfAbsent(line.substring(0, dot), type -> new TreeMap<>())
                    .put(line.substring(dot + 1, separator), unescape(line.substring(separator + SEPARATOR.length())));
        }
        SortedMap<String, SchemaEntity> entities = new TreeMap<>();
        for (Map.Entry<String, SortedMap<String, String>> entity : facts.entrySet()) {
            entities.put(entity.getKey(), entity(entity.getKey(), entity.getValue()));
        }
        return entities;
    }

    private static SchemaEntity entity(String entityType, SortedMap<String, String> facts) throws MalformedException {
        SortedMap<String, SortedMap<String, String>> components = group(facts, "component.");
        SortedMap<String, SchemaEntity.Component> read = new TreeMap<>();
        for (Map.Entry<String, SortedMap<String, String>> component : components.entrySet()) {
            Map<String, String> values = component.getValue();
            String formerly = values.getOrDefault("formerly", "");
            read.put(component.getKey(), new SchemaEntity.Component(required(entityType, values, "attribute"),
                    formerly.isEmpty() ? List.of() : List.of(formerly.split(", ")), required(entityType, values, "stored"),
                    Boolean.parseBoolean(values.getOrDefault("nullable", "true")), Optional.ofNullable(values.get("default"))));
        }
        return new SchemaEntity(entityType, required(entityType, facts, "record"), required(entityType, facts, "key.pk"),
                required(entityType, facts, "key.sk"), Optional.ofNullable(facts.get("version")),
                Optional.ofNullable(facts.get("ttl")), read, indexes(group(facts, "gsi.")), indexes(group(facts, "natural.")));
    }

    private static SortedMap<String, SchemaEntity.Index> indexes(SortedMap<String, SortedMap<String, String>> facts) {
        SortedMap<String, SchemaEntity.Index> indexes = new TreeMap<>();
        facts.forEach((name, values) -> indexes.put(name,
                new SchemaEntity.Index(values.getOrDefault("pk", ""), values.getOrDefault("sk", ""))));
        return indexes;
    }

    /** The facts under {@code prefix}, by the name between it and the last dot (names may hold dots). */
    private static SortedMap<String, SortedMap<String, String>> group(SortedMap<String, String> facts, String prefix) {
        SortedMap<String, SortedMap<String, String>> groups = new TreeMap<>();
        facts.forEach((name, value) -> {
            int last = name.lastIndexOf('.');
            if (name.startsWith(prefix) && last > prefix.length()) {
                groups.computeIfAbsent(name.substring(prefix.length(), last), key -> new TreeMap<>())
                        .put(name.substring(last + 1), value);
            }
        });
        return groups;
    }

    private static String required(String entityType, Map<String, String> values, String name) throws MalformedException {
        String value = values.get(name);
        if (value == null) {
            throw new MalformedException("entity type " + entityType + " has no '" + name + "' line");
        }
        return value;
    }

    private static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
    }

    private static String unescape(String value) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\\' && i + 1 < value.length()) {
                char next = value.charAt(++i);
                text.append(next == 'n' ? '\n' : next == 'r' ? '\r' : next);
            } else {
                text.append(c);
            }
        }
        return text.toString();
    }
}
