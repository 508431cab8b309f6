package io.tablesmith.examples.research;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads a stored item with a record compiled after the demo was: {@link EvolutionStep} compiles an
 * implementation next to its changed {@code Job} and finds it with {@link java.util.ServiceLoader}, so
 * the demo calls the changed record's generated schema without reflection. Public because the
 * implementation lives in another class loader, and so in another run-time package.
 */
public interface StoredItemReader {

    /** The record {@code item} decodes to. */
    Record read(Map<String, AttributeValue> item);
}
