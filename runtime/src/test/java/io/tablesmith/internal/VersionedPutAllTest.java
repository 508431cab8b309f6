package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tablesmith.BatchIncompleteException;
import io.tablesmith.BatchOptions;
import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import io.tablesmith.TablesmithException;
import io.tablesmith.transaction.TransactionTarget;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;

/**
 * The versioned putAll: one conditional put per record through the batch machinery (parallelism,
 * throttling retried), and a report of exactly what was written, refused and left to retry. What
 * DynamoDB answers is scripted per record; the conditions themselves are checked on real engines
 * in the integration tests.
 */
class VersionedPutAllTest {

    private record Doc(String id, long version) {}

    private static final EntitySchema<Doc> SCHEMA = TestSchemas.of("DOC",
            doc -> Map.of("pk", AttributeValue.fromS("DOC#" + doc.id()), "sk", AttributeValue.fromS("DOC"),
                    "_et", AttributeValue.fromS("DOC"), "version", AttributeValue.fromN(Long.toString(doc.version()))),
            item -> new Doc(item.get("pk").s().substring(4), Long.parseLong(item.get("version").n())),
            doc -> new ItemKey<>("DOC#" + doc.id(), "DOC"));

    /** What the fake answers for a record: written, refused (the stored version), throttled, or failed. */
    private final Map<String, String> script = new ConcurrentHashMap<>();
    private final List<PutItemRequest> sent = Collections.synchronizedList(new ArrayList<>());

    private final DynamoDbClient client = new DynamoDbClient() {
        @Override
        public PutItemResponse putItem(PutItemRequest request) {
            sent.add(request);
            String id = request.item().get("pk").s().substring(4);
            String answer = script.getOrDefault(id, "write");
            if (answer.startsWith("stored ")) {
                throw ConditionalCheckFailedException.builder().message("refused")
                        .item(SCHEMA.toItem(new Doc(id, Long.parseLong(answer.substring(7))))).build();
            }
            if (answer.equals("throttle")) {
                throw ProvisionedThroughputExceededException.builder().message("slow down").build();
            }
            if (answer.equals("fail")) {
                throw (DynamoDbException) DynamoDbException.builder().message("broken").statusCode(500)
                        .awsErrorDetails(AwsErrorDetails.builder().errorCode("InternalServerError").build()).build();
            }
            return PutItemResponse.builder().build();
        }

        @Override
        public String serviceName() {
            return "dynamodb";
        }

        @Override
        public void close() {
        }
    };

    private List<Doc> putAll(BatchOptions options, List<Doc> docs) {
        TransactionTarget<Doc> target = TransactionTarget.versioned("docs", SCHEMA, "version", Doc::version,
                (doc, version) -> new Doc(doc.id(), version));
        return new RepositoryCore<>(client, target, TestSchemas.descriptor(SCHEMA.entityType()).withVersion("version"),
                new BatchSender(new Backoff(options, duration -> { }, bound -> 0)))
                .putAll(docs);
    }

    @Test
    void eachRecordIsItsOwnConditionalPutAndComesBackAtItsNextVersion() {
        List<Doc> stored = putAll(BatchOptions.defaults(), List.of(new Doc("a", 0), new Doc("b", 4)));

        assertThat(stored).containsExactly(new Doc("a", 1), new Doc("b", 5));
        assertThat(sent).extracting(PutItemRequest::conditionExpression)
                .containsExactly("attribute_not_exists(#n1)", "#n1 = :v1 AND #n2 = :v2");
        assertThat(sent.get(1).expressionAttributeValues()).containsEntry(":v2", AttributeValue.fromN("4"));
    }

    @Test
    void aRefusalStopsNothingAndTheReportSaysWhatWasWrittenAndWhy() {
        script.put("b", "stored 7");
        List<Doc> docs = List.of(new Doc("a", 1), new Doc("b", 4), new Doc("c", 0));

        BatchIncompleteException e = catchThrowableOfType(BatchIncompleteException.class, () -> putAll(BatchOptions.defaults(), docs));

        assertThat(e.writtenRecords(Doc.class)).containsExactly(new Doc("a", 2), new Doc("c", 1));
        assertThat(e.refusals()).singleElement().satisfies(refusal -> {
            assertThat(refusal.key()).isEqualTo(new ItemKey<>("DOC#b", "DOC"));
            assertThat(refusal.record()).isEqualTo(new Doc("b", 4));
            assertThat(refusal.reason()).hasMessageContaining("expected stored version 4 but found 7");
        });
        assertThat(e.unwrittenRecords(Doc.class)).containsExactly(new Doc("b", 4));
        assertThat(e.retryableRecords(Doc.class)).isEmpty();
        assertThat(e).hasMessageStartingWith("DOC [pk=DOC#b, sk=DOC]: putAll wrote 2 of 3 records; 1 refused: ");
    }

    @Test
    void throttledRecordsAreRetriedThenReportedAsRetryableWithTheOnesNeverSent() {
        script.put("b", "throttle");
        List<Doc> docs = List.of(new Doc("a", 0), new Doc("b", 0), new Doc("c", 0));

        BatchIncompleteException e = catchThrowableOfType(BatchIncompleteException.class,
                () -> putAll(BatchOptions.defaults().withMaxAttempts(3), docs));

        assertThat(sent).extracting(request -> request.item().get("pk").s()).containsExactly("DOC#a", "DOC#b", "DOC#b", "DOC#b");
        assertThat(e.writtenRecords(Doc.class)).containsExactly(new Doc("a", 1));
        assertThat(e.refusals()).isEmpty();
        assertThat(e.retryableRecords(Doc.class)).containsExactly(new Doc("b", 0), new Doc("c", 0));
        assertThat(e.getCause()).isInstanceOf(ProvisionedThroughputExceededException.class);
        assertThat(e).hasMessageContaining("putAll wrote 1 of 3 records; gave up: 2 of 3 items were not written");
    }

    @Test
    void anErrorStopsTheCallAndIsReportedWithWhatWasWritten() {
        script.put("b", "fail");

        BatchIncompleteException e = catchThrowableOfType(BatchIncompleteException.class,
                () -> putAll(BatchOptions.defaults(), List.of(new Doc("a", 0), new Doc("b", 0), new Doc("c", 0))));

        assertThat(e.writtenRecords(Doc.class)).containsExactly(new Doc("a", 1));
        assertThat(e.retryableRecords(Doc.class)).containsExactly(new Doc("b", 0), new Doc("c", 0));
        assertThat(e.getCause()).isInstanceOf(DynamoDbException.class).hasMessageContaining("broken");
    }

    @Test
    void withParallelismEveryRecordIsWrittenAndReportedInTheOrderGiven() {
        List<Doc> docs = IntStream.range(0, 200).mapToObj(i -> new Doc("d" + i, 0)).toList();

        List<Doc> stored = putAll(BatchOptions.defaults().withParallelism(8), docs);

        assertThat(stored).hasSize(200).allMatch(doc -> doc.version() == 1);
        assertThat(stored).extracting(Doc::id).containsExactlyElementsOf(docs.stream().map(Doc::id).toList());
        assertThat(sent).hasSize(200);
    }

    @Test
    void aKeyGivenTwiceIsRefusedBeforeAnythingIsSent() {
        assertThatThrownBy(() -> putAll(BatchOptions.defaults(), List.of(new Doc("a", 0), new Doc("b", 0), new Doc("a", 3))))
                .isInstanceOf(TablesmithException.class)
                .hasMessage("DOC [pk=DOC#a, sk=DOC]: putAll refused before sending anything: records #0 and #2 have this key,"
                        + " and each versioned write of a key expects the version the previous one stored; give each key once,"
                        + " or put them one after the other");
        assertThat(sent).isEmpty();
    }
}
