package io.tablesmith.local.internal;

import java.time.Instant;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;

/** The fixed definition of a table, as given to CreateTable. */
public record TableSchema(String name, KeyDef hash, KeyDef range, List<AttributeDefinition> attributeDefinitions,
                          List<IndexDef> indexes, BillingMode billingMode, ProvisionedThroughput throughput,
                          Instant created, String arn, String id) {

    public List<KeyDef> keys() {
        return range == null ? List.of(hash) : List.of(hash, range);
    }

    public IndexDef index(String indexName) {
        for (IndexDef index : indexes) {
            if (index.name().equals(indexName)) {
                return index;
            }
        }
        return null;
    }

    public boolean isKeyAttribute(String attribute) {
        return hash.name().equals(attribute) || (range != null && range.name().equals(attribute));
    }
}
