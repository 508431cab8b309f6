package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.IndexDef;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.Resources;
import io.tablesmith.local.internal.TableNames;
import io.tablesmith.local.internal.TableSchema;
import io.tablesmith.local.internal.validation.MemberPath;
import io.tablesmith.local.internal.validation.ModelValidator;
import io.tablesmith.local.internal.validation.ValidationErrors;
import io.tablesmith.local.internal.validation.ValidationErrors.Wording;
import io.tablesmith.local.internal.vector.VectorIndexValidation;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;

/** Checks a CreateTableRequest as DynamoDB does and turns it into a {@link TableSchema}. */
final class CreateTableValidation {
    private static final String INVALID = "One or more parameter values were invalid: ";
    /** The most partition-key (and the most sort-key) attributes a global secondary index may have. */
    private static final int MAX_KEY_ATTRIBUTES = 4;

    private CreateTableValidation() {
    }

    static TableSchema validate(CreateTableRequest r, Instant now, Resources resources) {
        ModelValidator.check(r);
        TableOperations.checkTableName(r.tableName());
        String tableName = r.tableName();
        String arn = resources.tableArn(tableName);
        if (TableNames.isArn(tableName)) {
            TableNames.Arn given = TableNames.arn(tableName);
            resources.checkAccount(given.account(), tableName, "CreateTable");
            tableName = given.tableName();
            arn = tableName.equals(r.tableName()) ? arn : r.tableName();
        }
        checkMembers(r);
        BillingMode billing = r.billingMode() == null ? BillingMode.PROVISIONED : r.billingMode();
        if (billing == BillingMode.PAY_PER_REQUEST) {
            if (r.provisionedThroughput() != null) {
                throw Errors.validation(INVALID + "Neither ReadCapacityUnits nor WriteCapacityUnits can be specified "
                        + "when BillingMode is PAY_PER_REQUEST");
            }
        } else {
            checkThroughput(r.provisionedThroughput());
        }
        List<String> defined = new ArrayList<>();
        r.attributeDefinitions().forEach(d -> defined.add(d.attributeName()));
        if (r.keySchema().size() > defined.size()) {
            throw Errors.validation("Invalid KeySchema: Some index key attribute have no definition");
        }
        List<KeyDef> keys = keys(r.keySchema(), r.attributeDefinitions(), defined, false);
        KeyDef hash = keys.get(0);
        KeyDef range = keys.size() > 1 ? keys.get(1) : null;
        Set<String> used = new HashSet<>();
        keys.forEach(k -> used.add(k.name()));
        List<IndexDef> indexes = new ArrayList<>();
        Set<String> indexNames = new LinkedHashSet<>();
        if (r.hasLocalSecondaryIndexes()) {
            if (r.localSecondaryIndexes().isEmpty()) {
                throw Errors.validation(INVALID + "List of LocalSecondaryIndexes is empty");
            }
            if (range == null) {
                throw Errors.validation(INVALID + "Table KeySchema does not have a range key, which is required when "
                        + "specifying a LocalSecondaryIndex");
            }
            for (LocalSecondaryIndex lsi : r.localSecondaryIndexes()) {
                if (lsi.hasKeySchema() && lsi.keySchema().size() > 2) {
                    throw Errors.constraint(lsi.keySchema(), "localSecondaryIndexes." + (r.localSecondaryIndexes().indexOf(lsi) + 1) + ".member.keySchema",
                            "Member must have length less than or equal to 2");
                }
                List<KeyDef> ik = keys(lsi.keySchema(), r.attributeDefinitions(), defined, false);
                if (ik.size() != 2) {
                    throw Errors.validation(INVALID + "Index KeySchema does not have a range key for index: "
                            + lsi.indexName());
                }
                if (!ik.get(0).name().equals(hash.name())) {
                    throw Errors.validation(INVALID + "Index KeySchema does not have the same leading hash key as "
                            + "table KeySchema for index: " + lsi.indexName() + ". index hash key: "
                            + ik.get(0).name() + ", table hash key: " + hash.name());
                }
                checkProjection(lsi.projection());
                checkIndexName(lsi.indexName(), indexNames);
                ik.forEach(k -> used.add(k.name()));
                indexes.add(new IndexDef(lsi.indexName(), false, List.of(ik.get(0)), List.of(ik.get(1)),
                        lsi.projection(), null, null));
            }
            if (r.localSecondaryIndexes().size() > 5) {
                throw Errors.validation(INVALID + "Number of LocalSecondaryIndexes exceeds per-table limit of 5");
            }
        }
        if (r.hasGlobalSecondaryIndexes()) {
            if (r.globalSecondaryIndexes().isEmpty()) {
                throw Errors.validation(INVALID + "List of GlobalSecondaryIndexes is empty");
            }
            for (GlobalSecondaryIndex gsi : r.globalSecondaryIndexes()) {
                List<KeyDef> ik = keys(gsi.keySchema(), r.attributeDefinitions(), defined, true);
                checkProjection(gsi.projection());
                if (billing == BillingMode.PAY_PER_REQUEST && gsi.provisionedThroughput() != null) {
                    throw Errors.validation(INVALID + "ProvisionedThroughput should not be specified for index: "
                            + gsi.indexName() + " when BillingMode is PAY_PER_REQUEST");
                }
                if (billing == BillingMode.PROVISIONED) {
                    checkThroughput(gsi.provisionedThroughput());
                }
                checkIndexName(gsi.indexName(), indexNames);
                ik.forEach(k -> used.add(k.name()));
                int hashCount = countHashKeys(gsi.keySchema());
                indexes.add(new IndexDef(gsi.indexName(), true, ik.subList(0, hashCount),
                        ik.subList(hashCount, ik.size()), gsi.projection(), gsi.provisionedThroughput(),
                        TableFeatures.checkWarm(gsi.warmThroughput(), "globalSecondaryIndexes."
                                + (r.globalSecondaryIndexes().indexOf(gsi) + 1) + ".member.warmThroughput")));
            }
            if (r.globalSecondaryIndexes().size() > 20) {
                throw Errors.validation(INVALID + "GlobalSecondaryIndex count exceeds the per-table limit of 20");
            }
        }
        // a vector index's SearchSchema uses definitions too (one it names undefined is refused with its checks)
        VectorIndexValidation.searchAttributes(r.vectorIndexes()).stream().filter(defined::contains)
                .forEach(used::add);
        if (used.size() != new HashSet<>(defined).size() || defined.size() != new HashSet<>(defined).size()) {
            if (indexes.isEmpty() || defined.size() != new HashSet<>(defined).size()) {
                throw Errors.validation(INVALID + "Number of attributes in KeySchema does not exactly match number of "
                        + "attributes defined in AttributeDefinitions");
            }
            // with indexes DynamoDB names what is defined and what the keys use, each in order
            throw Errors.validation(INVALID + "Some AttributeDefinitions are not used. AttributeDefinitions: "
                    + new TreeSet<>(defined) + ", keys used: " + new TreeSet<>(used));
        }
        return new TableSchema(tableName, hash, range, List.copyOf(r.attributeDefinitions()), List.copyOf(indexes),
                billing, billing == BillingMode.PAY_PER_REQUEST ? null : r.provisionedThroughput(),
                now, arn, UUID.randomUUID().toString());
    }

    /**
     * The members DynamoDB's validator checks beyond the public model's constraints, every violation in one
     * message in the model's member order: each attribute type and key type in its enum, each key element's
     * name present, and a table's key schema of at most two elements.
     */
    private static void checkMembers(CreateTableRequest r) {
        if (!r.hasAttributeDefinitions()) {
            throw Errors.constraint(null, "attributeDefinitions", "Member must not be null");
        }
        if (!r.hasKeySchema()) {
            throw Errors.constraint(null, "keySchema", "Member must not be null");
        }
        ValidationErrors errors = new ValidationErrors();
        for (int i = 0; i < r.attributeDefinitions().size(); i++) {
            String t = r.attributeDefinitions().get(i).attributeTypeAsString();
            if (!"S".equals(t) && !"N".equals(t) && !"B".equals(t)) {
                errors.add(Wording.QUOTED, MemberPath.of("AttributeDefinitions").element(i).field("AttributeType"), t,
                        t == null ? "Member must not be null" : "Member must satisfy enum value set: [B, N, S]");
            }
        }
        if (r.keySchema().size() > 2) {
            errors.add(Wording.QUOTED, MemberPath.of("KeySchema"), r.keySchema(),
                    "Member must have length less than or equal to 2");
        }
        checkKeyElements(r.keySchema(), MemberPath.of("KeySchema"), errors);
        for (int i = 0; i < r.localSecondaryIndexes().size(); i++) {
            checkKeyElements(r.localSecondaryIndexes().get(i).keySchema(),
                    MemberPath.of("LocalSecondaryIndexes").element(i).field("KeySchema"), errors);
        }
        for (int i = 0; i < r.globalSecondaryIndexes().size(); i++) {
            checkKeyElements(r.globalSecondaryIndexes().get(i).keySchema(),
                    MemberPath.of("GlobalSecondaryIndexes").element(i).field("KeySchema"), errors);
        }
        errors.throwIfAny();
    }

    private static void checkKeyElements(List<KeySchemaElement> schema, MemberPath path, ValidationErrors errors) {
        for (int i = 0; i < schema.size(); i++) {
            KeySchemaElement k = schema.get(i);
            if (k.attributeName() == null) {
                errors.add(Wording.QUOTED, path.element(i).field("AttributeName"), null, "Member must not be null");
            }
            if (k.keyType() == null || k.keyType() == KeyType.UNKNOWN_TO_SDK_VERSION) {
                errors.add(Wording.QUOTED, path.element(i).field("KeyType"), k.keyTypeAsString(),
                        k.keyType() == null ? "Member must not be null" : "Member must satisfy enum value set: [HASH, RANGE]");
            }
        }
    }

    private static void checkThroughput(ProvisionedThroughput t) {
        if (t == null || t.readCapacityUnits() == null || t.writeCapacityUnits() == null) {
            throw Errors.validation(INVALID + "ReadCapacityUnits and WriteCapacityUnits must both be specified when "
                    + "BillingMode is PROVISIONED");
        }
    }

    private static void checkIndexName(String name, Set<String> seen) {
        if (name == null) {
            throw Errors.constraint(null, "indexName", "Member must not be null");
        }
        if (!seen.add(name)) {
            throw Errors.validation(INVALID + "Duplicate index name: " + name);
        }
    }

    private static void checkProjection(Projection p) {
        if (p == null) {
            throw Errors.constraint(null, "projection", "Member must not be null");
        }
        if (p.projectionType() == null) {
            throw Errors.validation(INVALID + "Unknown ProjectionType: null");
        }
        if (p.projectionType() != ProjectionType.INCLUDE && p.hasNonKeyAttributes()) {
            throw Errors.validation(INVALID + "ProjectionType is " + p.projectionTypeAsString()
                    + ", but NonKeyAttributes is specified");
        }
        if (p.projectionType() == ProjectionType.INCLUDE && (!p.hasNonKeyAttributes() || p.nonKeyAttributes().isEmpty())) {
            throw Errors.validation(INVALID + "NonKeyAttributes must not be empty when ProjectionType is INCLUDE");
        }
    }

    private static int countHashKeys(List<KeySchemaElement> schema) {
        int count = 0;
        for (KeySchemaElement k : schema) {
            if (k.keyType() == KeyType.HASH) {
                count++;
            }
        }
        return count;
    }

    /**
     * The key attributes of a table or index schema. A table or local index has a HASH and at most one
     * RANGE element; a global index ({@code multiAttribute}) up to four HASH elements followed by up to four
     * RANGE elements.
     */
    private static List<KeyDef> keys(List<KeySchemaElement> schema, List<AttributeDefinition> definitions,
                                     List<String> defined, boolean multiAttribute) {
        List<String> names = new ArrayList<>();
        schema.forEach(k -> names.add(k.attributeName()));
        for (String name : names) {
            if (!defined.contains(name)) {
                throw Errors.validation(INVALID + "Some index key attributes are not defined in AttributeDefinitions. "
                        + "Keys: [" + String.join(", ", names) + "], AttributeDefinitions: ["
                        + String.join(", ", defined) + "]");
            }
        }
        if (names.size() == 2 && names.get(0).equals(names.get(1))) {
            throw Errors.validation("Both the Hash Key and the Range Key element in the KeySchema have the same name");
        }
        if (new HashSet<>(names).size() != names.size()) {
            throw Errors.validation("The KeySchema contains multiple key attributes with the same name");
        }
        if (schema.get(0).keyType() != KeyType.HASH) {
            throw Errors.validation("Invalid KeySchema: The first KeySchemaElement is not a HASH key type");
        }
        if (multiAttribute) {
            checkMultiAttributeOrder(schema);
        } else if (schema.size() > 1 && schema.get(1).keyType() != KeyType.RANGE) {
            throw Errors.validation("Invalid KeySchema: The second KeySchemaElement is not a RANGE key type");
        }
        List<KeyDef> keys = new ArrayList<>();
        for (String name : names) {
            for (AttributeDefinition d : definitions) {
                if (d.attributeName().equals(name)) {
                    keys.add(new KeyDef(name, d.attributeTypeAsString()));
                    break;
                }
            }
        }
        return keys;
    }

    private static void checkMultiAttributeOrder(List<KeySchemaElement> schema) {
        int hashes = 0;
        int ranges = 0;
        for (KeySchemaElement k : schema) {
            if (k.keyType() == KeyType.HASH) {
                if (ranges > 0) {
                    throw Errors.validation(INVALID + "All HASH key attributes must precede RANGE key attributes "
                            + "in the KeySchema");
                }
                hashes++;
            } else if (k.keyType() == KeyType.RANGE) {
                ranges++;
            }
        }
        if (hashes > MAX_KEY_ATTRIBUTES) {
            throw Errors.validation(INVALID + "The KeySchema exceeds the maximum allowed number of HASH key "
                    + "attributes");
        }
        if (ranges > MAX_KEY_ATTRIBUTES) {
            throw Errors.validation(INVALID + "The KeySchema exceeds the maximum allowed number of RANGE key "
                    + "attributes");
        }
    }
}
