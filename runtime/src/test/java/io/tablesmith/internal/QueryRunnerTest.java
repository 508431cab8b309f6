package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.EntitySchema;
import io.tablesmith.InvalidPageTokenException;
import io.tablesmith.ItemKey;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.PageTokens;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The one query runner, over a synthetic-key query and a natural-index query alike: the requests
 * it sends, its read-ahead past other entities' items, and page tokens bound to their query. The
 * behaviour against a real engine is covered by the integration tests.
 */
class QueryRunnerTest {

    private record Loan(String id, String status) {}

    private static final EntitySchema<Loan> SCHEMA = TestSchemas.of("LOAN",
            loan -> Map.of(),
            item -> new Loan(item.get("pk").s(), item.get("status").s()),
            loan -> new ItemKey<>("LOAN#" + loan.id(), "LOAN"));

    private static final QuerySpec BY_STATUS = QuerySpec.of(QueryDescriptor.of("byStatus").onIndex("gsi1").withSortPrefix("LOAN#"),
            "STATUS#OPEN");
    private static final NaturalQuerySpec BY_BRANCH = NaturalQuerySpec.of(
            NaturalQueryDescriptor.of("byBranch").onIndex("branchIndex").partitionedBy("branch").sortedBy("status"),
            List.of(AttributeValue.fromS("north")));

    private final List<QueryRequest> sent = new ArrayList<>();
    private final Deque<QueryResponse> responses = new ArrayDeque<>();
    private final DynamoDbClient client = new DynamoDbClient() {
        @Override
        public QueryResponse query(QueryRequest request) {
            sent.add(request);
            return responses.isEmpty() ? QueryResponse.builder().items(List.of()).build() : responses.poll();
        }

        @Override
        public String serviceName() {
            return "dynamodb";
        }

        @Override
        public void close() {
        }
    };
    private final QueryRunner<Loan> runner = new QueryRunner<>(client, "table", SCHEMA, PageTokens.unsigned(), ExpiredItems.NONE);

    @Test
    void aSyntheticKeyQueryNamesItsPartitionAndSortPrefixThroughPlaceholders() {
        runner.page(BY_STATUS, PageRequest.of(10));

        QueryRequest request = sent.get(0);
        assertThat(request.indexName()).isEqualTo("gsi1");
        assertThat(request.keyConditionExpression()).isEqualTo("#n1 = :v1 AND begins_with(#n2, :v2)");
        assertThat(request.filterExpression()).isEqualTo("#n3 = :v3");
        assertThat(request.expressionAttributeNames()).containsEntry("#n1", "gsi1pk").containsEntry("#n2", "gsi1sk")
                .containsEntry("#n3", "_et");
        assertThat(request.expressionAttributeValues()).containsEntry(":v1", AttributeValue.fromS("STATUS#OPEN"))
                .containsEntry(":v2", AttributeValue.fromS("LOAN#")).containsEntry(":v3", AttributeValue.fromS("LOAN"));
        assertThat(request.limit()).isEqualTo(11);
    }

    @Test
    void aNaturalIndexQueryNamesEachKeyAttributeAndTheRange() {
        runner.page(BY_BRANCH.withSort(List.of(), NaturalQuerySpec.Range.of(NaturalQuerySpec.Operator.BEGINS_WITH,
                AttributeValue.fromS("OP"))), PageRequest.of(10).descending());

        QueryRequest request = sent.get(0);
        assertThat(request.indexName()).isEqualTo("branchIndex");
        assertThat(request.keyConditionExpression()).isEqualTo("#n1 = :v1 AND begins_with(#n2, :v2)");
        assertThat(request.expressionAttributeNames()).containsEntry("#n1", "branch").containsEntry("#n2", "status");
        assertThat(request.scanIndexForward()).isFalse();
        assertThat(request.consistentRead()).isNull();
    }

    @Test
    void aNaturalIndexQueryReadsFurtherAheadWhileTheFilterDropsOtherEntities() {
        Map<String, AttributeValue> more = Map.of("pk", AttributeValue.fromS("X"));
        for (int i = 0; i < 3; i++) {
            responses.add(QueryResponse.builder().items(List.of()).lastEvaluatedKey(more).build());
        }

        runner.page(BY_BRANCH, PageRequest.of(2));

        assertThat(sent).extracting(QueryRequest::limit).containsExactly(3, 6, 12, 24);
    }

    @Test
    void aPageTokenResumesItsOwnNaturalQueryAndIsRefusedByAnother() {
        responses.add(QueryResponse.builder().items(List.of(loan("1", "OPEN"), loan("2", "OPEN"))).build());

        Page<Loan> first = runner.page(BY_BRANCH, PageRequest.of(1));

        assertThat(first.items()).extracting(Loan::id).containsExactly("LOAN#1");
        String token = first.nextToken().orElseThrow();
        runner.page(BY_BRANCH, PageRequest.of(1).after(token));
        assertThat(sent.get(1).exclusiveStartKey()).containsEntry("status", AttributeValue.fromS("OPEN"))
                .containsEntry("pk", AttributeValue.fromS("LOAN#1")).containsEntry("sk", AttributeValue.fromS("LOAN"))
                .containsEntry("branch", AttributeValue.fromS("north"));
        assertThatThrownBy(() -> runner.page(BY_STATUS, PageRequest.of(1).after(token)))
                .isInstanceOf(InvalidPageTokenException.class);
        assertThatThrownBy(() -> runner.page(BY_BRANCH, PageRequest.of(1).descending().after(token)))
                .isInstanceOf(InvalidPageTokenException.class);
    }

    private static Map<String, AttributeValue> loan(String id, String status) {
        return Map.of("pk", AttributeValue.fromS("LOAN#" + id), "sk", AttributeValue.fromS("LOAN"),
                "branch", AttributeValue.fromS("north"), "status", AttributeValue.fromS(status));
    }
}
