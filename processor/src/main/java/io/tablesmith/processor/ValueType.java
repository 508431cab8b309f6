package io.tablesmith.processor;

/**
 * The component types Tablesmith stores, and how each is written, read and put into keys.
 * A component of any other type is a compile error.
 */
enum ValueType {
    STRING(Storage.STRING, true),
    ENUM(Storage.STRING, true),
    UUID(Storage.STRING, true),
    INSTANT(Storage.STRING, true),
    INT(Storage.NUMBER, true),
    LONG(Storage.NUMBER, true),
    DOUBLE(Storage.NUMBER, false),
    BIG_DECIMAL(Storage.NUMBER, false),
    BOOLEAN(Storage.BOOLEAN, true);

    enum Storage { STRING, NUMBER, BOOLEAN }

    private final Storage storage;
    private final boolean keyable;

    ValueType(Storage storage, boolean keyable) {
        this.storage = storage;
        this.keyable = keyable;
    }

    Storage storage() {
        return storage;
    }

    /** Whether the type has one canonical text form, so that equal values always make equal keys. */
    boolean keyable() {
        return keyable;
    }

    boolean integral() {
        return this == INT || this == LONG;
    }
}
