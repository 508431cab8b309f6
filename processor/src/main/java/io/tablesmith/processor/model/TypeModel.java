package io.tablesmith.processor.model;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import java.util.List;

/**
 * How a component's type is stored, decided once by {@code parse.TypeClassifier}: a scalar, a
 * container of other types, a nested record, or a user's converter, possibly compressed.
 * Each knows its Java type (boxed, as a codec's type argument needs it).
 */
public sealed interface TypeModel {

    TypeName javaType();

    /** Whether values of this type have one canonical text, so that they can be part of a key. */
    default boolean keyable() {
        return false;
    }

    /** A type stored as one DynamoDB scalar (S, N, B or BOOL). */
    record Scalar(ScalarKind kind, TypeName javaType) implements TypeModel {
        @Override
        public boolean keyable() {
            return kind.keyable();
        }
    }

    /** {@code Optional<T>}, only as a component's own type: empty is not stored. */
    record OptionalOf(TypeModel value, TypeName javaType) implements TypeModel {}

    /** {@code List<T>}, as L. */
    record ListOf(TypeModel element, TypeName javaType) implements TypeModel {}

    /** {@code Set<T>}: SS, NS or BS for text, number and binary elements, otherwise L. */
    record SetOf(TypeModel element, TypeName javaType) implements TypeModel {}

    /** {@code Map<String, V>}, as M. */
    record MapOf(TypeModel value, TypeName javaType) implements TypeModel {}

    /** A record that is not an entity, as M with one attribute per component. */
    record RecordOf(ClassName javaType, List<ComponentModel> components) implements TypeModel {}

    /** A component with {@code @Convert}: the converter decides the stored form. */
    record Converted(ClassName converter, TypeName javaType) implements TypeModel {}

    /** A {@code @Compressed} String, byte[] or record: gzip as B. */
    record Compressed(TypeModel value) implements TypeModel {
        @Override
        public TypeName javaType() {
            return value.javaType();
        }
    }

    /** A {@code @Ttl Instant}, stored as epoch seconds. */
    record EpochSeconds() implements TypeModel {
        @Override
        public TypeName javaType() {
            return ClassName.get("java.time", "Instant");
        }
    }

    /** The scalar types, each with its codec in {@code io.tablesmith.internal.Codecs}. */
    enum ScalarKind {
        STRING("STRING", true),
        CHAR("CHAR", true),
        BOOLEAN("BOOLEAN", true),
        BYTE("BYTE", true),
        SHORT("SHORT", true),
        INT("INT", true),
        LONG("LONG", true),
        FLOAT("FLOAT", false),
        DOUBLE("DOUBLE", false),
        BIG_INTEGER("BIG_INTEGER", true),
        BIG_DECIMAL("BIG_DECIMAL", false),
        ENUM(null, true),
        UUID("UUID", true),
        INSTANT("INSTANT", true),
        LOCAL_DATE("LOCAL_DATE", true),
        LOCAL_DATE_TIME("LOCAL_DATE_TIME", false),
        LOCAL_TIME("LOCAL_TIME", false),
        YEAR_MONTH("YEAR_MONTH", false),
        YEAR("YEAR", false),
        OFFSET_DATE_TIME("OFFSET_DATE_TIME", false),
        DURATION("DURATION", false),
        BYTES("BYTES", false),
        SDK_BYTES("SDK_BYTES", false),
        /** A {@code float[]}: the list of numbers (L of N) a vector index reads. */
        FLOAT_VECTOR("FLOAT_VECTOR", false),
        /** A {@code @Ttl long}: epoch seconds, refusing values only epoch milliseconds can be. */
        EPOCH_SECONDS_LONG("EPOCH_SECONDS_LONG", false);

        private final String codec;
        private final boolean keyable;

        ScalarKind(String codec, boolean keyable) {
            this.codec = codec;
            this.keyable = keyable;
        }

        /** The constant in {@code Codecs}, or {@code null} for enums (made per enum). */
        public String codec() {
            return codec;
        }

        boolean keyable() {
            return keyable;
        }

        boolean integral() {
            return this == BYTE || this == SHORT || this == INT || this == LONG || this == EPOCH_SECONDS_LONG || this == BIG_INTEGER;
        }
    }
}
