package io.tablesmith.internal;

import io.tablesmith.InvalidKeyException;
import io.tablesmith.ItemDecodeException;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The exception for an item whose stored {@code pk}/{@code sk} are not the keys its key
 * components render (found by a generated schema with {@link KeyMatch}): it says, for each
 * component that disagrees, what the item's attribute holds and what the key says. Built only on
 * that failure path, so it may take its time: it reads the templates and renders the values.
 */
public final class KeyMismatch {

    private record Component(String attribute, Object value) {}

    private final String entityType;
    private final String key;
    private final Map<String, AttributeValue> item;
    private final String[] templates;
    private final String[] storedKeys;
    private final Map<String, Component> components = new LinkedHashMap<>();

    KeyMismatch(String entityType, String key, Map<String, AttributeValue> item,
                String partitionTemplate, String storedPartition, String sortTemplate, String storedSort) {
        this.entityType = entityType;
        this.key = key;
        this.item = item;
        this.templates = new String[] {partitionTemplate, sortTemplate};
        this.storedKeys = new String[] {storedPartition, storedSort};
    }

    /** A key component stored under its own name, with the value decoded from the item. */
    public KeyMismatch component(String name, Object value) {
        return component(name, name, value);
    }

    /** A key component stored under {@code attribute}, with the value decoded from the item. */
    public KeyMismatch component(String name, String attribute, Object value) {
        components.put(name, new Component(attribute, value));
        return this;
    }

    /** The exception naming each disagreement, carrying the item as stored. */
    public ItemDecodeException exception() {
        List<String> problems = new ArrayList<>();
        String attribute = null;
        for (int k = 0; k < 2; k++) {
            String name = k == 0 ? "pk" : "sk";
            String stored = storedKeys[k];
            if (stored == null) {
                problems.add("the item has no " + name + " string");
                attribute = attribute == null ? name : attribute;
                continue;
            }
            String template = templates[k];
            int at = 0;
            int part = 0;
            boolean shaped = true;
            while (part < template.length() && shaped) {
                int open = template.indexOf('{', part);
                String literal = template.substring(part, open < 0 ? template.length() : open);
                if (!stored.startsWith(literal, at)) {
                    problems.add("the " + name + " '" + stored + "' does not have the text '" + literal + "' of the template "
                            + template + " at position " + at);
                    attribute = attribute == null ? name : attribute;
                    shaped = false;
                    break;
                }
                at += literal.length();
                if (open < 0) {
                    break;
                }
                int close = template.indexOf('}', open);
                String placeholder = template.substring(open + 1, close);
                int colon = placeholder.indexOf(':');
                String component = colon < 0 ? placeholder : placeholder.substring(0, colon);
                int width = colon < 0 ? 0 : Integer.parseInt(placeholder.substring(colon + 1));
                part = close + 1;
                // a value's text never holds the delimiter '#', and text after a placeholder starts with it
                int end = part >= template.length() ? stored.length() : stored.indexOf('#', at);
                end = end < 0 ? stored.length() : end;
                String says = stored.substring(at, end);
                at = end;
                String disagreement = disagreement(component, width, says);
                if (disagreement != null) {
                    if (!problems.contains(disagreement)) {
                        problems.add(disagreement);
                    }
                    Component known = components.get(component);
                    attribute = attribute == null && known != null ? known.attribute() : attribute;
                }
            }
            if (shaped && at < stored.length()) {
                problems.add("the " + name + " '" + stored + "' goes on after what the template " + template + " renders");
                attribute = attribute == null ? name : attribute;
            }
        }
        if (problems.isEmpty()) {
            problems.add("the key is not the text its components render");
        }
        return new ItemDecodeException(entityType, key, attribute, "the item's key does not match its attributes: "
                + String.join("; ", problems) + "; it is not read as a record, which would have another key than the one"
                + " it is stored under. storedItem() holds the item: to repair it, put the record with the values its key"
                + " says (replacing this item), or delete it by its key", item, null);
    }

    /** What is wrong with one placeholder, or {@code null} when the component renders what the key says. */
    private String disagreement(String component, int width, String says) {
        Component known = components.get(component);
        if (known == null) {
            return null;
        }
        Object value = known.value();
        String keySays = " but the key says '" + says + "'";
        if (value == null) {
            return component + " is missing" + keySays;
        }
        String shown = value instanceof String || value instanceof Character ? "'" + value + "'" : String.valueOf(value);
        String rendered;
        try {
            rendered = render(component, value, width);
        } catch (InvalidKeyException refused) {
            return component + " is " + shown + ", which no key can hold (" + problemOf(refused) + ")" + keySays;
        }
        if (rendered.equals(says)) {
            return null;
        }
        boolean sameText = rendered.equals(String.valueOf(value));
        return component + " is " + shown + (sameText ? "" : " (in a key: '" + rendered + "')") + keySays;
    }

    private String problemOf(InvalidKeyException refused) {
        String message = refused.getMessage();
        String prefix = entityType + ": ";
        return message.startsWith(prefix) ? message.substring(prefix.length()) : message;
    }

    /** The key text of a component's value, as the generated key builders render it. */
    private String render(String component, Object value, int width) {
        if (width > 0) {
            return KeyParts.padded(entityType, component, (Number) value, width);
        }
        if (value instanceof String text) {
            return KeyParts.text(entityType, component, text);
        }
        if (value instanceof Enum<?> constant) {
            return KeyParts.text(entityType, component, constant);
        }
        if (value instanceof Character character) {
            return KeyParts.text(entityType, component, character);
        }
        if (value instanceof Instant instant) {
            return KeyParts.text(entityType, component, instant);
        }
        if (value instanceof LocalDate date) {
            return KeyParts.text(entityType, component, date);
        }
        if (value instanceof UUID uuid) {
            return KeyParts.text(entityType, component, uuid);
        }
        if (value instanceof BigInteger integer) {
            return KeyParts.text(entityType, component, integer);
        }
        if (value instanceof Number number) {
            return KeyParts.text(entityType, component, number.longValue());
        }
        return String.valueOf(value);
    }
}
