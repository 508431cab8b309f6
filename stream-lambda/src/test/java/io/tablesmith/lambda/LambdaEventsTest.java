package io.tablesmith.lambda;

import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import io.tablesmith.lambda.account.Account;
import io.tablesmith.lambda.account.AccountKeys;
import io.tablesmith.lambda.account.Entry;
import io.tablesmith.lambda.account.EntryKeys;
import io.tablesmith.lambda.account.TablesmithChange;
import io.tablesmith.stream.Change;
import io.tablesmith.stream.ChangeOperation;
import io.tablesmith.stream.StreamView;
import io.tablesmith.stream.UndecodableChange;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Events as Lambda delivers them (JSON read with the Lambda Java runtime's own serializer): every
 * record becomes the table's typed change, with what its view carries, a removal by time to live
 * marked as such, and an item of no entity kept as an undecodable change with the reason.
 */
class LambdaEventsTest {

    private static final Instant EXPIRY = Instant.parse("2026-06-02T00:00:00Z");

    private static Account ann() {
        Account sample = Account.sample("a1", "ann");
        return new Account(sample.id(), sample.owner(), sample.active(), sample.avatar(), sample.tags(), sample.limits(),
                sample.keys(), sample.notes(), sample.balances(), sample.address(), sample.nickname(), 1, EXPIRY);
    }

    @Test
    void eachRecordIsTheTypedChangeOfItsEntityWithWhatTheViewCarries() {
        DynamodbEvent event = LambdaJson.read("events/account-changes.json");

        List<TablesmithChange> changes = LambdaChanges.decode(event, TablesmithChange.DECODER);

        Account inserted = ann();
        Account modified = new Account("a1", "bob", true, inserted.avatar(), inserted.tags(), inserted.limits(), inserted.keys(),
                List.of(), inserted.balances(), inserted.address(), inserted.nickname(), 2, EXPIRY);
        assertThat(changes).hasSize(5);
        assertThat(changes.get(0)).isInstanceOfSatisfying(TablesmithChange.AccountChange.class, change ->
                assertThat(change.change()).isEqualTo(new Change.Inserted<>(AccountKeys.key("a1"), Optional.of(inserted),
                        change.info())));
        assertThat(changes.get(1)).isInstanceOfSatisfying(TablesmithChange.AccountChange.class, change ->
                assertThat(change.change()).isEqualTo(new Change.Modified<>(AccountKeys.key("a1"), Optional.of(inserted),
                        Optional.of(modified), change.info())));
        assertThat(changes.get(2)).isInstanceOfSatisfying(TablesmithChange.AccountChange.class, change ->
                assertThat(change.change()).isEqualTo(new Change.Removed<>(AccountKeys.key("a1"), Optional.of(modified), true,
                        change.info())));
        assertThat(changes.get(3)).isInstanceOfSatisfying(TablesmithChange.EntryChange.class, change ->
                assertThat(change.change().requireNewImage()).isEqualTo(new Entry("a1", 7, -1999)));
        assertThat(changes.get(0).info().eventId()).isEqualTo("c81e728d9d4c2f636f067f89cc14862c");
        assertThat(changes.get(0).info().sequenceNumber()).isEqualTo("111100000000000000001");
        assertThat(changes.get(0).info().approximateCreationTime()).isEqualTo(Instant.parse("2026-06-01T12:00:00Z"));
        assertThat(changes.get(0).info().view()).isEqualTo(StreamView.NEW_AND_OLD_IMAGES);
    }

    @Test
    void anItemOfNoEntityOfTheTableArrivesUndecodableWithTheReasonAndTheImage() {
        DynamodbEvent event = LambdaJson.read("events/account-changes.json");

        TablesmithChange invoice = LambdaChanges.decode(event, TablesmithChange.DECODER).get(4);

        assertThat(invoice).isInstanceOf(TablesmithChange.Undecodable.class);
        UndecodableChange change = ((TablesmithChange.Undecodable) invoice).change();
        assertThat(change.operation()).isEqualTo(ChangeOperation.INSERT);
        assertThat(change.entityType()).contains("INVOICE");
        assertThat(change.reason().getMessage()).contains("no entity of this table has the entity type INVOICE",
                "[ACCOUNT, ENTRY]");
        assertThat(change.newImage()).containsEntry("total", AttributeValue.fromN("12.50"))
                .containsEntry("paid", AttributeValue.fromNul(true));
    }

    @Test
    void aKeysOnlyEventNamesEachItemByItsKeyAndCarriesNoRecord() {
        DynamodbEvent event = LambdaJson.read("events/keys-only.json");

        List<TablesmithChange> changes = LambdaChanges.decode(event, TablesmithChange.DECODER);

        assertThat(changes).hasSize(2);
        assertThat(changes.get(0)).isInstanceOfSatisfying(TablesmithChange.EntryChange.class, change -> {
            assertThat(change.change()).isEqualTo(new Change.Inserted<>(EntryKeys.key("a2", 1), Optional.empty(), change.info()));
            assertThat(change.info().view()).isEqualTo(StreamView.KEYS_ONLY);
        });
        assertThat(changes.get(1)).isInstanceOfSatisfying(TablesmithChange.AccountChange.class, change ->
                assertThat(change.change()).isEqualTo(new Change.Removed<>(AccountKeys.key("a2"), Optional.empty(), false,
                        change.info())));
    }

    @Test
    void theSdkRecordHoldsEveryPartOfLambdasRecordEveryKindOfValueIncluded() {
        DynamodbEvent event = LambdaJson.read("events/account-changes.json");

        Record removal = LambdaChanges.toRecord(event.getRecords().get(2));
        Record insertion = LambdaChanges.toRecord(event.getRecords().get(0));

        assertThat(removal.eventID()).isEqualTo("a87ff679a2f3e71d9181a67b7542122c");
        assertThat(removal.eventName()).isEqualTo(OperationType.REMOVE);
        assertThat(removal.eventVersion()).isEqualTo("1.1");
        assertThat(removal.eventSource()).isEqualTo("aws:dynamodb");
        assertThat(removal.awsRegion()).isEqualTo("eu-west-1");
        assertThat(removal.userIdentity().type()).isEqualTo("Service");
        assertThat(removal.userIdentity().principalId()).isEqualTo("dynamodb.amazonaws.com");
        assertThat(removal.dynamodb().sequenceNumber()).isEqualTo("111300000000000000003");
        assertThat(removal.dynamodb().sizeBytes()).isEqualTo(260L);
        assertThat(removal.dynamodb().streamViewType()).isEqualTo(StreamViewType.NEW_AND_OLD_IMAGES);
        assertThat(removal.dynamodb().approximateCreationDateTime()).isEqualTo(Instant.parse("2026-06-02T00:01:00Z"));
        assertThat(removal.dynamodb().hasNewImage()).as("a removal has no new image").isFalse();
        assertThat(insertion.userIdentity()).as("a write by a user has no identity").isNull();
        assertThat(insertion.dynamodb().hasOldImage()).isFalse();
        assertThat(insertion.dynamodb().keys()).isEqualTo(Map.of("pk", AttributeValue.fromS("ACCOUNT#a1"),
                "sk", AttributeValue.fromS("PROFILE")));
        Map<String, AttributeValue> image = insertion.dynamodb().newImage();
        assertThat(image.get("active")).isEqualTo(AttributeValue.fromBool(true));
        assertThat(image.get("avatar")).isEqualTo(AttributeValue.fromB(SdkBytes.fromUtf8String("avatar of ann")));
        assertThat(image.get("tags").ss()).containsExactlyInAnyOrder("gold", "eu");
        assertThat(image.get("limits").ns()).containsExactlyInAnyOrder("10", "250");
        assertThat(image.get("keys").bs()).containsExactlyInAnyOrder(SdkBytes.fromUtf8String("k1"), SdkBytes.fromUtf8String("k2"));
        assertThat(image.get("notes")).as("an empty list stays an empty list").isEqualTo(AttributeValue.fromL(List.of()));
        assertThat(image.get("balances")).isEqualTo(AttributeValue.fromM(Map.of("EUR", AttributeValue.fromN("1250"),
                "USD", AttributeValue.fromN("-40"))));
        assertThat(image.get("address").m().get("lines")).isEqualTo(AttributeValue.fromL(List.of(AttributeValue.fromS("c/o ann"))));
    }

    @Test
    void handleStopsAtTheFirstFailureAndAnswersLambdaWithItsSequenceNumber() {
        DynamodbEvent event = LambdaJson.read("events/account-changes.json");
        List<String> handled = new ArrayList<>();

        StreamsEventResponse response = LambdaChanges.handle(event, TablesmithChange.DECODER, change -> {
            if (handled.size() == 2) {
                throw new IllegalStateException("the projection's store is down");
            }
            handled.add(change.info().eventId());
        });

        assertThat(handled).containsExactly("c81e728d9d4c2f636f067f89cc14862c", "eccbc87e4b5ce2fe28308fd9f2a7baf3");
        assertThat(response.getBatchItemFailures()).singleElement()
                .satisfies(failure -> assertThat(failure.getItemIdentifier()).isEqualTo("111300000000000000003"));
    }

    @Test
    void handleGivesTheChangeItFailedOnAndTheExceptionToTheFailureHandler() {
        DynamodbEvent event = LambdaJson.read("events/account-changes.json");
        IllegalStateException down = new IllegalStateException("the projection's store is down");
        List<Object> failed = new ArrayList<>();

        StreamsEventResponse response = LambdaChanges.handle(event, TablesmithChange.DECODER, change -> {
            if (change instanceof TablesmithChange.EntryChange) {
                throw down;
            }
        }, (change, failure) -> {
            failed.add(change.info().eventId());
            failed.add(failure);
        });

        assertThat(failed).containsExactly("e4da3b7fbbce2345d7772b0674a318d5", down);
        assertThat(response.getBatchItemFailures()).singleElement()
                .satisfies(failure -> assertThat(failure.getItemIdentifier()).isEqualTo("111400000000000000004"));
    }

    @Test
    void handleAnswersWithNoFailureWhenEveryChangeWasHandled() {
        DynamodbEvent event = LambdaJson.read("events/account-changes.json");
        List<TablesmithChange> handled = new ArrayList<>();

        StreamsEventResponse response = LambdaChanges.handle(event, TablesmithChange.DECODER, handled::add);

        List<TablesmithChange> decoded = LambdaChanges.decode(event, TablesmithChange.DECODER);
        assertThat(handled.subList(0, 4)).isEqualTo(decoded.subList(0, 4));
        assertThat(handled.get(4)).as("an undecodable change's reason is an exception of its own each time")
                .isInstanceOf(TablesmithChange.Undecodable.class).extracting(TablesmithChange::info).isEqualTo(decoded.get(4).info());
        assertThat(response.getBatchItemFailures()).isEmpty();
    }
}
