package io.tablesmith.internal;

import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** An {@code Optional}: empty is not stored, an absent attribute reads as empty. */
final class OptionalCodec<T> implements Codec<Optional<T>> {

    private final Codec<T> value;

    OptionalCodec(Codec<T> value) {
        this.value = value;
    }

    @Override
    public AttributeValue write(Optional<T> optional) {
        return optional.isPresent() ? value.write(optional.get()) : null;
    }

    @Override
    public AttributeValue write(Optional<T> optional, Encoding encoding) {
        return optional.isPresent() ? value.write(optional.get(), encoding) : null;
    }

    @Override
    public Optional<T> read(AttributeValue stored) {
        return Optional.ofNullable(value.read(stored));
    }

    @Override
    public Optional<T> absent() {
        return Optional.empty();
    }
}
