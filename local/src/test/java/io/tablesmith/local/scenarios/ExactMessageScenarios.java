package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.values;
import static io.tablesmith.local.scenarios.Fixtures.attr;
import static io.tablesmith.local.scenarios.Fixtures.hash;
import static io.tablesmith.local.scenarios.Fixtures.range;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * DynamoDB's exact answers where a test can tell an engine from DynamoDB: the member constraints its
 * validator reports (in the two wordings DynamoDB uses, see local/README.md), the cancellation of a
 * transaction, and the messages DynamoDB gives that peers' suites record.
 */
public abstract class ExactMessageScenarios extends ScenarioBase {
    private static final String EMPTY_TABLE_NAME = "1 validation error detected: Value '' at 'tableName' failed to "
            + "satisfy constraint: Member must have length greater than or equal to 1";
    private static final String TOO_MANY_TRANSACT_ITEMS =
            "' at 'transactItems' failed to satisfy constraint: Member must have length less than or equal to 100";

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void aTransactGetOfAnItemWithoutKeyIsCancelledWithAValidationError() {
        TransactionCanceledException e = catchThrowableOfType(TransactionCanceledException.class,
                () -> client.transactGetItems(b -> b.transactItems(
                        TransactGetItem.builder().get(g -> g.tableName(table).key(key("a", "1"))).build(),
                        TransactGetItem.builder().get(g -> g.tableName(table).key(Map.of())).build())));

        assertThat(e).isNotNull();
        assertThat(e.awsErrorDetails().errorMessage())
                .isEqualTo("Transaction cancelled, please refer cancellation reasons for specific reasons [None, "
                        + "ValidationError]");
        assertThat(e.cancellationReasons()).extracting(CancellationReason::code).containsExactly("None", "ValidationError");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void aQueryLimitBelowOneNamesTheMemberWithoutItsValue() {
        Expect.validation(() -> client.query(b -> b.tableName(table).keyConditionExpression("pk = :p")
                        .expressionAttributeValues(values(":p", s("a"))).limit(0)),
                "1 validation error detected: Value at 'Limit' failed to satisfy constraint: "
                        + "Member must have value greater than or equal to 1");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void aBatchGetOfMoreThanAHundredKeysNamesTheMembersAsTheModelDoes() {
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        for (int i = 0; i < 101; i++) {
            keys.add(key("a", Integer.toString(i)));
        }
        Expect.validation(() -> client.batchGetItem(b -> b.requestItems(Map.of(table,
                        KeysAndAttributes.builder().keys(keys).build()))),
                "1 validation error detected: Value at 'RequestItems." + table + ".member.Keys' failed to satisfy "
                        + "constraint: Member must have length less than or equal to 100");
    }

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void moreThanAHundredTransactionItemsAreQuotedAsDynamoDbRendersThem() {
        List<TransactWriteItem> writes = new ArrayList<>();
        List<TransactGetItem> gets = new ArrayList<>();
        for (int i = 0; i < 101; i++) {
            String sk = Integer.toString(i);
            writes.add(TransactWriteItem.builder().put(p -> p.tableName(table).item(key("a", sk))).build());
            gets.add(TransactGetItem.builder().get(g -> g.tableName(table).key(key("a", sk))).build());
        }

        String write = Expect.validation(() -> client.transactWriteItems(b -> b.transactItems(writes)), null)
                .awsErrorDetails().errorMessage();
        String get = Expect.validation(() -> client.transactGetItems(b -> b.transactItems(gets)), null)
                .awsErrorDetails().errorMessage();

        assertThat(write).startsWith("1 validation error detected: Value '[TransactWriteItem(conditionCheck=null, "
                + "put=Put(item={pk=AttributeValue(s=a, n=null, b=null, sS=null, nS=null, bS=null, m=null, l=null, "
                + "bOOL=null, nULL=null), sk=AttributeValue(s=0, ").endsWith(TOO_MANY_TRANSACT_ITEMS);
        assertThat(get).startsWith("1 validation error detected: Value '[TransactGetItem(get=Get(key={pk=")
                .endsWith(TOO_MANY_TRANSACT_ITEMS);
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void batchesWithoutRequestItemsNameTheParameter() {
        Expect.validation(() -> client.batchGetItem(b -> b.requestItems(Map.of())),
                "The requestItems parameter is required for BatchGetItem");
        Expect.validation(() -> client.batchWriteItem(b -> b.requestItems(Map.of())),
                "The requestItems parameter is required for BatchWriteItem");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void aTableNameTooShortToCreateGetsTheMemberConstraint() {
        Expect.validation(() -> client.createTable(Fixtures.hashOnly("ab")),
                "1 validation error detected: Value 'ab' at 'tableName' failed to satisfy constraint: "
                        + "Member must have length greater than or equal to 3");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void anEmptyTableNameBreaksOnlyTheArnLength() {
        Expect.validation(() -> client.putItem(b -> b.tableName("").item(key("a", "1"))), EMPTY_TABLE_NAME);
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void anEmptyTableNameIsReportedAloneBeforeTheRestOfThePut() {
        Expect.validation(() -> client.putItem(b -> b.tableName("").item(Map.of())), EMPTY_TABLE_NAME);
        Expect.validation(() -> client.putItem(b -> b.tableName("").returnValues("INVALID").item(Map.of())),
                EMPTY_TABLE_NAME);
        Expect.validation(() -> client.getItem(b -> b.tableName("").key(key("a", "1"))), EMPTY_TABLE_NAME);
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void aTableNameOutsideThePatternIsReportedAloneBeforeTheRestOfTheCreateTable() {
        Expect.validation(() -> client.createTable(b -> b.tableName("x!")
                        .attributeDefinitions(attr("pk", ScalarAttributeType.S)).keySchema(List.of())),
                "2 validation errors detected: Value 'x!' at 'tableName' failed to satisfy constraint: Member must "
                        + "satisfy regular expression pattern: [a-zA-Z0-9_.-]+; Value 'x!' at 'tableName' failed to "
                        + "satisfy constraint: Member must have length greater than or equal to 3");
        Expect.validation(() -> client.createTable(b -> b.tableName("").keySchema(List.of())
                        .attributeDefinitions(List.of())),
                "1 validation error detected: Value '' at 'tableName' failed to satisfy constraint: "
                        + "Member must have length greater than or equal to 1");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void moreThanTwoKeyElementsAreQuotedAsKeySchemaElements() {
        Expect.validation(() -> client.createTable(b -> b.tableName(table + "-three").billingMode(BillingMode.PAY_PER_REQUEST)
                        .attributeDefinitions(attr("pk", ScalarAttributeType.S), attr("sk", ScalarAttributeType.S),
                                attr("extra", ScalarAttributeType.S))
                        .keySchema(hash("pk"), range("sk"), range("extra"))),
                "1 validation error detected: Value '[KeySchemaElement(attributeName=pk, keyType=HASH), "
                        + "KeySchemaElement(attributeName=sk, keyType=RANGE), KeySchemaElement(attributeName=extra, "
                        + "keyType=RANGE)]' at 'keySchema' failed to satisfy constraint: Member must have length less "
                        + "than or equal to 2");
    }

    @Test
    void anInvalidAttributeTypeIsNamedByItsPositionInTheList() {
        Expect.validation(() -> client.createTable(b -> b.tableName(table + "-badtype")
                        .billingMode(BillingMode.PAY_PER_REQUEST)
                        .attributeDefinitions(attr("pk", ScalarAttributeType.S),
                                AttributeDefinition.builder().attributeName("sk").attributeType("INVALID").build())
                        .keySchema(hash("pk"), range("sk"))),
                "1 validation error detected: Value 'INVALID' at 'attributeDefinitions.2.member.attributeType' failed "
                        + "to satisfy constraint: Member must satisfy enum value set: [B, N, S]");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void aKeyTypeOutsideItsEnumIsReportedBeforeUndefinedAttributesInEveryKeySchema() {
        KeySchemaElement sort = KeySchemaElement.builder().attributeName("sth").keyType("SORT").build();
        Projection all = Projection.builder().projectionType(ProjectionType.ALL).build();
        CreateTableRequest base = CreateTableRequest.builder().tableName(table + "-sort")
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(attr("pk", ScalarAttributeType.S), attr("sk", ScalarAttributeType.S)).build();

        Expect.validation(() -> client.createTable(base.toBuilder().keySchema(hash("pk"), sort).build()),
                "1 validation error detected: Value 'SORT' at 'keySchema.2.member.keyType' failed to satisfy "
                        + "constraint: Member must satisfy enum value set: [HASH, RANGE]");
        Expect.validation(() -> client.createTable(base.toBuilder().keySchema(hash("pk"), range("sk"))
                        .globalSecondaryIndexes(g -> g.indexName("by-sth").keySchema(hash("n/a"), sort).projection(all))
                        .build()),
                "1 validation error detected: Value 'SORT' at 'globalSecondaryIndexes.1.member.keySchema.2.member."
                        + "keyType' failed to satisfy constraint: Member must satisfy enum value set: [HASH, RANGE]");
        Expect.validation(() -> client.createTable(base.toBuilder().keySchema(hash("pk"), range("sk"))
                        .localSecondaryIndexes(l -> l.indexName("by-sth").keySchema(hash("pk"), sort).projection(all))
                        .build()),
                "1 validation error detected: Value 'SORT' at 'localSecondaryIndexes.1.member.keySchema.2.member."
                        + "keyType' failed to satisfy constraint: Member must satisfy enum value set: [HASH, RANGE]");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void unusedAttributeDefinitionsBesideAnIndexAreNamed() {
        Expect.validation(() -> client.createTable(b -> b.tableName(table + "-unused").billingMode(BillingMode.PAY_PER_REQUEST)
                        .attributeDefinitions(attr("id", ScalarAttributeType.S), attr("user", ScalarAttributeType.S),
                                attr("created_at", ScalarAttributeType.N))
                        .keySchema(hash("id"))
                        .globalSecondaryIndexes(g -> g.indexName("gsi_user-items").keySchema(hash("user"))
                                .projection(p -> p.projectionType(ProjectionType.ALL)))),
                "One or more parameter values were invalid: Some AttributeDefinitions are not used. "
                        + "AttributeDefinitions: [created_at, id, user], keys used: [id, user]");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void anArnOfAnotherAccountIsAccessDenied() {
        String own = client.describeTable(b -> b.tableName(table)).table().tableArn();
        String elsewhere = own.replaceFirst(":\\d{12}:", ":000000000000:");
        String missing = own + "-gone";

        Expect.error(() -> client.listTagsOfResource(b -> b.resourceArn(elsewhere)), "AccessDeniedException",
                "User: arn:aws:iam::" + own.split(":")[4] + ":root is not authorized to perform: "
                        + "dynamodb:ListTagsOfResource on resource: " + elsewhere + " because no resource-based policy "
                        + "allows the dynamodb:ListTagsOfResource action");
        Expect.error(() -> client.listTagsOfResource(b -> b.resourceArn(missing)), "ResourceNotFoundException",
                "Requested resource not found: ResourcArn: " + missing + " not found");
    }

    @Test
    void numbersWithSurroundingSpacesAreRefused() {
        Expect.validation(() -> client.putItem(b -> b.tableName(table).item(item("pk", s("a"), "sk", s("1"),
                        "n", Av.n(" 1")))), "The parameter cannot be converted to a numeric value:  1");
        Expect.validation(() -> client.putItem(b -> b.tableName(table).item(item("pk", s("a"), "sk", s("1"),
                        "n", Av.n("1 ")))), "The parameter cannot be converted to a numeric value: 1 ");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void indexKeyValuesOverDynamoDbsLimitsAreRefused() {
        Expect.validation(() -> put(item("pk", s("a"), "sk", s("1"), "gsi1pk", s("x".repeat(2049)), "gsi1sk", s("s"))),
                "One or more parameter values were invalid: Size of hashkey has exceeded the maximum size limit "
                        + "of2048 bytes");
        Expect.validation(() -> put(item("pk", s("a"), "sk", s("1"), "gsi1pk", s("p"), "gsi1sk", s("x".repeat(1025)))),
                "One or more parameter values were invalid: Aggregated size of all range keys has exceeded the size "
                        + "limit of 1024 bytes");
        put(item("pk", s("a"), "sk", s("1"), "gsi1pk", s("x".repeat(2048)), "gsi1sk", s("x".repeat(1024))));
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void anEmptyKeyValueToLookUpIsRefusedInDynamoDbsWords() {
        Expect.validation(() -> client.getItem(b -> b.tableName(table).key(key("a", ""))),
                "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain "
                        + "an empty string value. Key: sk");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void aQueryForAnEmptyPartitionKeyIsRefused() {
        Expect.validation(() -> client.query(b -> b.tableName(table).keyConditionExpression("pk = :p")
                        .expressionAttributeValues(values(":p", s("")))),
                "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an "
                        + "empty string value. Key: pk");
    }

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void twoOperationsOnOneItemAreFoundWhateverTheOrderOfItsKeyAttributes() {
        Map<String, AttributeValue> reversed = new java.util.LinkedHashMap<>();
        reversed.put("sk", s("1"));
        reversed.put("pk", s("a"));

        Expect.validation(() -> client.transactWriteItems(b -> b.transactItems(
                        TransactWriteItem.builder().put(p -> p.tableName(table).item(item("pk", s("a"), "sk", s("1"),
                                "data", s("v")))).build(),
                        TransactWriteItem.builder().delete(d -> d.tableName(table).key(reversed)).build())),
                "Transaction request cannot include multiple operations on one item");
        Expect.validation(() -> client.transactGetItems(b -> b.transactItems(
                        TransactGetItem.builder().get(g -> g.tableName(table).key(key("a", "1"))).build(),
                        TransactGetItem.builder().get(g -> g.tableName(table).key(reversed)).build())),
                "Transaction request cannot include multiple operations on one item");
    }

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void aTransactionUpdatingAnEmptyKeyNamesTheKey() {
        Expect.validation(() -> client.transactWriteItems(b -> b.transactItems(TransactWriteItem.builder()
                        .update(u -> u.tableName(table).key(item("pk", s(""), "sk", s("1"))).updateExpression("SET sth = :v")
                                .expressionAttributeValues(values(":v", Av.n(0)))).build())),
                "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an "
                        + "empty string value. Key: pk");
    }
}
