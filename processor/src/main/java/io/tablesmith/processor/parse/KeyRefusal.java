package io.tablesmith.processor.parse;

import io.tablesmith.processor.model.TypeModel;

/**
 * Why a component's type cannot be rendered into a key template, and what to use instead: one
 * reason per kind of type, so that the message (TS113) explains the case at hand.
 */
record KeyRefusal(String reason, String fix) {

    private static final String KEY_TYPES = "Key components are String, char, boolean, byte, short, int, long "
            + "(or their boxes), BigInteger, enum, UUID, Instant (without @Ttl) or LocalDate.";

    static KeyRefusal of(TypeModel type) {
        if (type instanceof TypeModel.Scalar scalar) {
            return scalar(scalar.kind());
        }
        if (type instanceof TypeModel.EpochSeconds
                || type instanceof TypeModel.Scalar scalar && scalar.kind() == TypeModel.ScalarKind.EPOCH_SECONDS_LONG) {
            return new KeyRefusal("it is the item's expiry (@Ttl), stored as epoch seconds in \"expires_at\", and an "
                    + "expiry that moves must not move the item",
                    "Key on a separate component without @Ttl, or take it out of the template.");
        }
        if (type instanceof TypeModel.OptionalOf) {
            return new KeyRefusal("an Optional may be empty, but every key needs a value",
                    "Use the value's own type, or leave the component out of the key. " + KEY_TYPES);
        }
        if (type instanceof TypeModel.ListOf || type instanceof TypeModel.SetOf || type instanceof TypeModel.MapOf) {
            return new KeyRefusal("a container holds any number of values, but a placeholder renders one",
                    "Key on a single-value component. " + KEY_TYPES);
        }
        if (type instanceof TypeModel.RecordOf) {
            return new KeyRefusal("a nested record is several values, but a placeholder renders one",
                    "Put the record's key values on the entity as components of their own. " + KEY_TYPES);
        }
        if (type instanceof TypeModel.Converted) {
            return new KeyRefusal("its converter decides the stored form at run time, so the key text cannot be "
                    + "checked at compile time", "Key on a component of one of the key types. " + KEY_TYPES);
        }
        if (type instanceof TypeModel.Compressed) {
            return new KeyRefusal("a @Compressed value is stored as gzip bytes, which have no text in a key",
                    "Remove @Compressed, or key on another component. " + KEY_TYPES);
        }
        return new KeyRefusal("its values have no single text form", KEY_TYPES);
    }

    private static KeyRefusal scalar(TypeModel.ScalarKind kind) {
        switch (kind) {
            case FLOAT, DOUBLE, BIG_DECIMAL:
                return new KeyRefusal("its text form is not canonical (1.0 and 1.00 are one number but would be two keys)",
                        "Use an integral component (for example cents in a long) or a String. " + KEY_TYPES);
            case LOCAL_DATE_TIME:
                return new KeyRefusal("it names no time zone, so one moment has a text per zone, and key templates "
                        + "render only the key types",
                        "Use an Instant (fixed-width UTC in keys) or a LocalDate; a @NaturalIndex can sort on it. " + KEY_TYPES);
            case LOCAL_TIME, YEAR_MONTH, YEAR:
                return new KeyRefusal("key templates render only the key types, whose text the compiler proves apart "
                        + "(a time of day, a year and month or a year is not one of them)",
                        "Use a @NaturalIndex, which stores and sorts the component as it is, or key on a LocalDate. " + KEY_TYPES);
            case OFFSET_DATE_TIME:
                return new KeyRefusal("one moment has a text per offset (10:00+01:00 is 09:00Z), so it would make "
                        + "several keys", "Use an Instant (fixed-width UTC in keys). " + KEY_TYPES);
            case DURATION:
                return new KeyRefusal("its text (PT1H30M) does not sort like the durations and has several forms "
                        + "for one length", "Use a long of seconds or milliseconds, zero-padded with {name:019}. " + KEY_TYPES);
            case BYTES, SDK_BYTES:
                return new KeyRefusal("binary values have no text form in a key template",
                        "Key on a String (for example the bytes in Base64) or a UUID. " + KEY_TYPES);
            default:
                return new KeyRefusal("its values have no single text form", KEY_TYPES);
        }
    }
}
