package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Fixtures.attr;
import static io.tablesmith.local.scenarios.Fixtures.hash;
import static io.tablesmith.local.scenarios.Fixtures.range;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/** CreateTable, DescribeTable, ListTables and DeleteTable. */
public abstract class TableScenarios extends ScenarioBase {

    @Test
    void describeShowsKeysIndexesAndCounts() {
        put(Av.item("pk", Av.s("a"), "sk", Av.s("1"), "gsi1pk", Av.s("g"), "gsi1sk", Av.s("1")));
        TableDescription d = client.describeTable(b -> b.tableName(table)).table();
        assertThat(d.tableName()).isEqualTo(table);
        assertThat(d.tableStatus()).isEqualTo(TableStatus.ACTIVE);
        assertThat(d.keySchema()).containsExactly(hash("pk"), range("sk"));
        assertThat(d.attributeDefinitions()).contains(attr("gsi1pk", ScalarAttributeType.S));
        assertThat(d.tableArn()).endsWith(":table/" + table);
        assertThat(d.globalSecondaryIndexes()).extracting(GlobalSecondaryIndexDescription::indexName)
                .containsExactlyInAnyOrder("gsi1", "gsi2");
        GlobalSecondaryIndexDescription gsi1 = d.globalSecondaryIndexes().stream()
                .filter(g -> g.indexName().equals("gsi1")).findFirst().orElseThrow();
        assertThat(gsi1.indexStatus()).isEqualTo(IndexStatus.ACTIVE);
        assertThat(gsi1.keySchema()).containsExactly(hash("gsi1pk"), range("gsi1sk"));
        assertThat(gsi1.projection().projectionType()).isEqualTo(ProjectionType.ALL);
        assertThat(d.localSecondaryIndexes()).hasSize(1);
        assertThat(d.localSecondaryIndexes().get(0).projection().nonKeyAttributes()).containsExactly("extra");
        assertThat(d.billingModeSummary().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
    }

    @Test
    void createTableReturnsAnActiveDescription() {
        String name = table + "-x";
        TableDescription d = client.createTable(Fixtures.hashOnly(name)).tableDescription();
        try {
            assertThat(d.tableName()).isEqualTo(name);
            assertThat(d.keySchema()).extracting(k -> k.keyType()).containsExactly(KeyType.HASH);
        } finally {
            client.deleteTable(b -> b.tableName(name));
        }
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void creatingAnExistingTableIsResourceInUse() {
        Expect.error(() -> client.createTable(Fixtures.hashOnly(simple)), "ResourceInUseException",
                "Table already exists: " + simple);
    }

    @Test
    void deletedTablesAreGone() {
        client.deleteTable(b -> b.tableName(simple));
        Expect.error(() -> client.describeTable(b -> b.tableName(simple)), "ResourceNotFoundException",
                "Requested resource not found: Table: " + simple + " not found");
        Expect.error(() -> client.deleteTable(b -> b.tableName(simple)), "ResourceNotFoundException",
                "Requested resource not found: Table: " + simple + " not found");
    }

    @Test
    void listTablesIncludesOursAndPages() {
        List<String> names = client.listTables().tableNames();
        assertThat(names).contains(table, simple);
        List<String> firstPage = client.listTables(b -> b.limit(1)).tableNames();
        assertThat(firstPage).hasSize(1);
        String last = client.listTables(b -> b.limit(1)).lastEvaluatedTableName();
        assertThat(last).isEqualTo(firstPage.get(0));
        List<String> next = client.listTables(b -> b.exclusiveStartTableName(last)).tableNames();
        assertThat(next).doesNotContain(last);
    }

    private CreateTableRequest.Builder base(String name) {
        return CreateTableRequest.builder().tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(attr("pk", ScalarAttributeType.S)).keySchema(hash("pk"));
    }

    @Test
    void createTableValidation() {
        String name = table + "-bad";
        Expect.validation(() -> client.createTable(base(name).attributeDefinitions(attr("pk", ScalarAttributeType.S),
                attr("unused", ScalarAttributeType.S)).build()),
                "One or more parameter values were invalid: Number of attributes in KeySchema does not exactly match "
                        + "number of attributes defined in AttributeDefinitions");
        Expect.validation(() -> client.createTable(base(name).keySchema(hash("pk"), range("sk")).build()),
                "Invalid KeySchema: Some index key attribute have no definition");
        Expect.validation(() -> client.createTable(base(name).attributeDefinitions(attr("pk", ScalarAttributeType.S),
                attr("x", ScalarAttributeType.S)).keySchema(hash("pk"), range("sk")).build()),
                "One or more parameter values were invalid: Some index key attributes are not defined in "
                        + "AttributeDefinitions. Keys: [pk, sk], AttributeDefinitions: [pk, x]");
        Expect.validation(() -> client.createTable(base(name).keySchema(range("pk")).build()),
                "Invalid KeySchema: The first KeySchemaElement is not a HASH key type");
        Expect.validation(() -> client.createTable(base(name).billingMode(BillingMode.PROVISIONED).build()),
                "One or more parameter values were invalid: ReadCapacityUnits and WriteCapacityUnits must both be "
                        + "specified when BillingMode is PROVISIONED");
        Expect.validation(() -> client.createTable(base(name).localSecondaryIndexes(LocalSecondaryIndex.builder()
                .indexName("lsi").keySchema(hash("pk"), range("pk"))
                .projection(Projection.builder().projectionType(ProjectionType.ALL).build()).build()).build()),
                "One or more parameter values were invalid: Table KeySchema does not have a range key, which is "
                        + "required when specifying a LocalSecondaryIndex");
        Expect.validation(() -> client.createTable(base(name).attributeDefinitions(attr("pk", ScalarAttributeType.S),
                attr("g", ScalarAttributeType.S)).globalSecondaryIndexes(GlobalSecondaryIndex.builder()
                .indexName("gsi").keySchema(hash("g"))
                .projection(Projection.builder().projectionType(ProjectionType.KEYS_ONLY).nonKeyAttributes("x")
                        .build()).build()).build()),
                "One or more parameter values were invalid: ProjectionType is KEYS_ONLY, but NonKeyAttributes is "
                        + "specified");
    }
    @Test
    void anUnknownKeyTypeIsAnEnumConstraint() {
        String name = table + "-keytype";
        Expect.validation(() -> client.createTable(base(name).keySchema(KeySchemaElement.builder().attributeName("pk")
                .keyType("INVALID").build()).build()),
                "1 validation error detected: Value 'INVALID' at 'keySchema.1.member.keyType' failed to satisfy "
                        + "constraint: Member must satisfy enum value set: [HASH, RANGE]");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void aTableNameWithInvalidCharactersGetsEveryMemberConstraint() {
        Expect.validation(() -> client.createTable(base("x!").build()),
                "2 validation errors detected: Value 'x!' at 'tableName' failed to satisfy constraint: Member must "
                        + "satisfy regular expression pattern: [a-zA-Z0-9_.-]+; Value 'x!' at 'tableName' failed to "
                        + "satisfy constraint: Member must have length greater than or equal to 3");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void anEmptyTimeToLiveAttributeNameIsRefused() {
        Expect.validation(() -> client.updateTimeToLive(b -> b.tableName(simple)
                .timeToLiveSpecification(t -> t.enabled(true).attributeName(""))),
                "1 validation error detected: Value '' at 'timeToLiveSpecification.attributeName' failed to satisfy "
                        + "constraint: Member must have length greater than or equal to 1");
    }
}
