package io.tablesmith.it.walk;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.PageRequest;
import io.tablesmith.transaction.Transaction;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The walk's other half, on LocalDynamoDb: every public method of the walked classes that reads
 * (sends a request without writing) is called on a table holding a ledger, notes and messages, and
 * each request it sent must carry the access pattern named here and the method's entity type. A
 * method that {@link WriteMethods} lists as a read and that sends requests must have an entry.
 */
class ReadWalkTest {

    /** The reads that send requests, each with the access pattern its requests carry and a call of it. */
    private static final Map<String, Read> SENDING = new LinkedHashMap<>();

    private record Read(String entityType, String accessPattern, Consumer<Walk> call) {
    }

    private static void read(String method, String entityType, String accessPattern, Consumer<Walk> call) {
        SENDING.put(method, new Read(entityType, accessPattern, call));
    }

    static {
        read("LedgerRepository.get(String)", "LEDGER", "get", w -> w.ledgers.get("1"));
        read("LedgerRepository.getConsistent(String)", "LEDGER", "getConsistent", w -> w.ledgers.getConsistent("1"));
        read("LedgerRepository.getAll(Collection)", "LEDGER", "getAll", w -> w.ledgers.getAll(List.of(LedgerKeys.key("1"))));
        read("LedgerRepository.getAllConsistent(Collection)", "LEDGER", "getAllConsistent",
                w -> w.ledgers.getAllConsistent(List.of(LedgerKeys.key("1"))));
        read("LedgerRepository.byState(LedgerState, PageRequest)", "LEDGER", "byState",
                w -> w.ledgers.byState(LedgerState.OPEN, PageRequest.of(10)));
        read("LedgerRepository.ByStateQuery.page(PageRequest)", "LEDGER", "byState",
                w -> w.ledgers.byState(LedgerState.OPEN).page(PageRequest.of(10)));
        read("LedgerRepository.ByStateQuery.stream()", "LEDGER", "byState",
                w -> assertThat(w.ledgers.byState(LedgerState.OPEN).stream()).hasSize(1));
        read("LedgerRepository.ByStateQuery.stream(PageRequest)", "LEDGER", "byState",
                w -> assertThat(w.ledgers.byState(LedgerState.OPEN).stream(PageRequest.of(1))).hasSize(1));
        read("LedgerNoteRepository.get(String, String)", "LEDGER_NOTE", "get", w -> w.notes.get("1", "a"));
        read("LedgerNoteRepository.getConsistent(String, String)", "LEDGER_NOTE", "getConsistent",
                w -> w.notes.getConsistent("1", "a"));
        read("LedgerNoteRepository.getAll(Collection)", "LEDGER_NOTE", "getAll",
                w -> w.notes.getAll(List.of(LedgerNoteKeys.key("1", "a"))));
        read("LedgerNoteRepository.getAllConsistent(Collection)", "LEDGER_NOTE", "getAllConsistent",
                w -> w.notes.getAllConsistent(List.of(LedgerNoteKeys.key("1", "a"))));
        read("LedgerNoteRepository.query(String, PageRequest)", "LEDGER_NOTE", "query",
                w -> w.notes.query("1", PageRequest.of(10)));
        read("LedgerNoteRepository.QueryQuery.page(PageRequest)", "LEDGER_NOTE", "query",
                w -> w.notes.query("1").consistentRead().page(PageRequest.of(10)));
        read("LedgerNoteRepository.QueryQuery.stream()", "LEDGER_NOTE", "query",
                w -> assertThat(w.notes.query("1").stream()).hasSize(2));
        read("LedgerNoteRepository.QueryQuery.stream(PageRequest)", "LEDGER_NOTE", "query",
                w -> assertThat(w.notes.query("1").stream(PageRequest.of(1))).hasSize(2));
        read("LedgerEventQueue.deadLetters(int)", "ledger-events", "deadLetters", w -> w.events.deadLetters(10));
        read("LedgerEventQueue.stats()", "ledger-events", "stats", w -> w.events.stats());
        read("LedgerTaskQueue.deadLetters(int)", "ledger-tasks", "deadLetters", w -> w.tasks.deadLetters(10));
        read("LedgerTaskQueue.stats()", "ledger-tasks", "stats", w -> w.tasks.stats());
        read("TablesmithTable.check(DynamoDbClient, String)", "_TABLE", "check",
                w -> TablesmithTable.check(w.observed, w.table));
        read("TransactionReader.execute()", "LEDGER,LEDGER_NOTE", "read", w -> Transaction.read(w.observed)
                .get(w.ledgers, LedgerKeys.key("1")).get(w.notes, LedgerNoteKeys.key("1", "a")).execute());
    }

    private final Engine engine = Engine.local();

    @TestFactory
    Stream<DynamicTest> everyReadThatSendsNamesItsRequests() {
        return SENDING.entrySet().stream().map(entry -> DynamicTest.dynamicTest(entry.getKey(), () -> {
            Walk walk = new Walk(engine.dynamo(), engine.newTable());
            walk.ledgers.create(Ledger.open("1"));
            walk.notes.create(new LedgerNote("1", "a", "first"));
            walk.notes.create(new LedgerNote("1", "b", "second"));
            int before = walk.requests.all().size();
            int sentBefore = walk.sent.get();

            entry.getValue().call().accept(walk);

            List<RecordedRequests.Recorded> sent = walk.requests.all().subList(before, walk.requests.all().size());
            assertThat(sent).as("every request of %s, observed", entry.getKey()).hasSize(walk.sent.get() - sentBefore);
            assertThat(sent).as("what %s sent", entry.getKey()).isNotEmpty().allSatisfy(recorded -> {
                assertThat(recorded.request().accessPattern()).isEqualTo(entry.getValue().accessPattern());
                assertThat(recorded.request().entityType()).isEqualTo(entry.getValue().entityType());
                assertThat(recorded.result()).as("the end of %s", recorded).isNotNull();
                assertThat(recorded.result().outcome().succeeded()).as("the outcome of %s", recorded).isTrue();
            });
        }));
    }

    @Test
    void everyReadThatSendsIsAReadOfTheWalk() {
        assertThat(WriteMethods.READS).containsAll(SENDING.keySet());
    }
}
