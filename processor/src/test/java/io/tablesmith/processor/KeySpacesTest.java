package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.tablesmith.processor.report.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The proof that no two entity types of a table can have the same primary key (TS153, TS151 for
 * identical templates), nor an entity and the runtime's queue and lock items, with the concrete key
 * both sides render; and that layouts whose keys cannot meet compile, however alike they look.
 */
class KeySpacesTest {

    /** One layout: its sources, the entity the error is reported on, and what the error says. */
    record Layout(String name, List<JavaFileObject> sources, JavaFileObject reported, String[] saying) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Layout> overlapping() {
        List<Layout> layouts = new ArrayList<>();
        JavaFileObject card = entity("Card", "CARD", "@Key(pk = \"MEMBER#{memberId}\", sk = \"{kind}\", query = \"cardsOf\")",
                "String memberId, String kind, String number");
        JavaFileObject member = entity("Member", "MEMBER", "@Key(pk = \"MEMBER#{id}\", sk = \"PROFILE\")", "String id, String name");
        layouts.add(new Layout("a placeholder where the other key has literal text", List.of(card, member), member,
                new String[] {"[TS153] The primary keys of Member can be equal to those of Card: "
                        + "@Key(pk = \"MEMBER#{id}\", sk = \"PROFILE\") of Member and @Key(pk = \"MEMBER#{memberId}\", sk = \"{kind}\") of Card "
                        + "both make pk \"MEMBER#a\", sk \"PROFILE\" (Member with id = \"a\"; Card with memberId = \"a\", kind = \"PROFILE\")",
                        "a batch write, which cannot check _et", "for example @Key(sk = \"MEMBER#PROFILE\") on Member (checked against every other key of the table)."}));
        JavaFileObject padded = entity("Batch", "BATCH", "@Key(pk = \"X#{n:04}\", sk = \"B\")", "int n");
        JavaFileObject text = entity("Code", "CODE", "@Key(pk = \"X#{s}\", sk = \"B\")", "String s");
        layouts.add(new Layout("a string of four digits meets a zero-padded number", List.of(padded, text), text,
                new String[] {"both make pk \"X#0000\", sk \"B\" (Code with s = \"0000\"; Batch with n = 0)"}));
        JavaFileObject wide = entity("Serial", "SERIAL", "@Key(pk = \"X#{n:04}\", sk = \"B\")", "java.math.BigInteger n");
        JavaFileObject word = entity("Word", "WORD", "@Key(pk = \"X#{s}\", sk = \"B\")", "String s");
        layouts.add(new Layout("a string of four digits meets a zero-padded BigInteger", List.of(wide, word), word,
                new String[] {"both make pk \"X#0000\", sk \"B\" (Word with s = \"0000\"; Serial with n = 0)"}));
        JavaFileObject state = JavaFileObjects.forSourceLines("demo.State", "package demo;", "public enum State { OPEN, CLOSED }");
        JavaFileObject byState = entity("Alarm", "ALARM", "@Key(pk = \"STATE#{state}\", sk = \"A\")", "State state");
        JavaFileObject open = entity("Bell", "BELL", "@Key(pk = \"STATE#OPEN\", sk = \"A\")", "String id");
        layouts.add(new Layout("an enum constant against a literal", List.of(state, byState, open), open,
                new String[] {"both make pk \"STATE#OPEN\", sk \"A\" (Bell with its constant key; Alarm with state = OPEN)"}));
        JavaFileObject flag = entity("Flag", "FLAG", "@Key(pk = \"F#{on}\", sk = \"F\")", "boolean on");
        JavaFileObject yes = entity("Yes", "YES", "@Key(pk = \"F#true\", sk = \"F\")", "String id");
        layouts.add(new Layout("a boolean against the literal true", List.of(flag, yes), yes,
                new String[] {"both make pk \"F#true\", sk \"F\" (Yes with its constant key; Flag with on = true)"}));
        JavaFileObject escaped = entity("Escaped", "ESCAPED", "@Key(pk = \"E#%23\", sk = \"E\")", "String id");
        JavaFileObject value = entity("Valued", "VALUED", "@Key(pk = \"E#{v}\", sk = \"E\")", "String v");
        layouts.add(new Layout("a literal that is an escaped '#'", List.of(escaped, value), value,
                new String[] {"both make pk \"E#%23\", sk \"E\" (Valued with v = \"#\"; Escaped with its constant key)"}));
        JavaFileObject uuid = entity("Device", "DEVICE", "@Key(pk = \"D#{id}\", sk = \"D\")", "UUID id");
        JavaFileObject named = entity("Name", "NAME", "@Key(pk = \"D#{name}\", sk = \"D\")", "String name");
        layouts.add(new Layout("a UUID against a string", List.of(uuid, named), named,
                new String[] {"both make pk \"D#aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa\", sk \"D\" (Name with name = "
                        + "\"aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa\"; Device with id = aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa)"}));
        JavaFileObject coupled = entity("Edge", "EDGE", "@Key(pk = \"T#{id}\", sk = \"{id}\")", "String id");
        JavaFileObject free = entity("Node", "NODE", "@Key(pk = \"T#{x}\", sk = \"{y}#{z}\")", "String x, long y, String z");
        JavaFileObject pair = entity("Pair", "PAIR", "@Key(pk = \"T#{x}\", sk = \"{y}\")", "String x, String y");
        layouts.add(new Layout("a component in both keys against free ones", List.of(coupled, pair), pair,
                new String[] {"both make pk \"T#a\", sk \"a\" (Pair with x = \"a\", y = \"a\"; Edge with id = \"a\")"}));
        JavaFileObject numbers = entity("Small", "SMALL", "@Key(pk = \"N#{b}\", sk = \"S\")", "byte b");
        JavaFileObject hundred = entity("Tall", "TALL", "@Key(pk = \"N#-{n}\", sk = \"S\")", "long n");
        layouts.add(new Layout("a negative number against a literal sign", List.of(numbers, hundred), hundred,
                new String[] {"both make pk \"N#-1\", sk \"S\" (Tall with n = 1; Small with b = -1)"}));
        JavaFileObject at = entity("Tick", "TICK", "@Key(pk = \"AT#{at}\", sk = \"T\")", "Instant at");
        JavaFileObject newYear = entity("Year", "YEAR", "@Key(pk = \"AT#2026-01-01T00:00:00.000000000Z\", sk = \"T\")", "String id");
        layouts.add(new Layout("an instant against its literal text", List.of(at, newYear), newYear,
                new String[] {"both make pk \"AT#2026-01-01T00:00:00.000000000Z\", sk \"T\" (Year with its constant key; "
                        + "Tick with at = 2026-01-01T00:00:00.000000000Z)"}));
        JavaFileObject lockLike = entity("Latch", "LATCH", "@Key(pk = \"LOCK#{name}\", sk = \"LOCK\")", "String name");
        layouts.add(new Layout("an entity that renders a lease lock's key", List.of(lockLike), lockLike,
                new String[] {"[TS153] The primary keys of Latch can be equal to those of Tablesmith's lease locks: "
                        + "@Key(pk = \"LOCK#{name}\", sk = \"LOCK\") of Latch and pk = \"LOCK#<lock name>\", sk = \"LOCK\" of "
                        + "Tablesmith's lease locks both make pk \"LOCK#a\", sk \"LOCK\" (Latch with name = \"a\"; the lease locks with "
                        + "lock name = \"a\")", "for example @Key(sk = \"LATCH#LOCK\") on Latch (checked"}));
        JavaFileObject members = entity("Flock", "FLOCK", "@Key(pk = \"QUEUE#{queue}#G#{group}\", sk = \"M#{id}\")",
                "String queue, String group, String id");
        layouts.add(new Layout("an entity that renders a grouped message's key", List.of(members), members,
                new String[] {"to those of Tablesmith's queue messages in a group",
                        "both make pk \"QUEUE#a#G#a\", sk \"M#000000000000000-000000-aaaaaaaa\" (Flock with queue = \"a\", "
                        + "group = \"a\", id = \"000000000000000-000000-aaaaaaaa\"; the queue messages in a group with "
                        + "queue = \"a\", group = \"a\", position = \"000000000000000-000000-aaaaaaaa\")",
                        "for example @Key(sk = \"FLOCK#M#{id}\") on Flock (checked"}));
        JavaFileObject groups = entity("Herd", "HERD", "@Key(pk = \"QUEUE#{queue}#G#{a}#{b}\", sk = \"GROUP\")",
                "String queue, String a, int b");
        layouts.add(new Layout("a group name that holds the delimiter", List.of(groups), groups,
                new String[] {"both make pk \"QUEUE#a#G#a#0\", sk \"GROUP\" (Herd with queue = \"a\", a = \"a\", b = 0; "
                        + "the queue message groups with queue = \"a\", group = \"a#0\")"}));
        JavaFileObject streamLike = entity("Cursor", "CURSOR", "@Key(pk = \"STREAM#{group}\", sk = \"SHARD#{shard}\")",
                "String group, String shard");
        layouts.add(new Layout("an entity that renders a change-stream checkpoint's key", List.of(streamLike), streamLike,
                new String[] {"[TS153] The primary keys of Cursor can be equal to those of Tablesmith's change-stream checkpoints: "
                        + "@Key(pk = \"STREAM#{group}\", sk = \"SHARD#{shard}\") of Cursor and pk = \"STREAM#<group>\", "
                        + "sk = \"SHARD#<shard id>\" of Tablesmith's change-stream checkpoints both make pk \"STREAM#a\", "
                        + "sk \"SHARD#a\" (Cursor with group = \"a\", shard = \"a\"; the change-stream checkpoints with "
                        + "group = \"a\", shard id = \"a\")"}));
        JavaFileObject shardPath = entity("Lineage", "LINEAGE", "@Key(pk = \"STREAM#{group}\", sk = \"SHARD#{parent}#{child}\")",
                "String group, String parent, long child");
        layouts.add(new Layout("a shard id that holds the delimiter", List.of(shardPath), shardPath,
                new String[] {"both make pk \"STREAM#a\", sk \"SHARD#a#0\" (Lineage with group = \"a\", parent = \"a\", child = 0; "
                        + "the change-stream checkpoints with group = \"a\", shard id = \"a#0\")"}));
        // The fix is proven against the whole table: Ea's sort key prefixed with EA would meet Eb's keys.
        JavaFileObject ea = entity("Ea", "EA", "@Key(pk = \"{s}#X$\", sk = \"{s}\")", "String s");
        JavaFileObject eb = entity("Eb", "EB", "@Key(pk = \"{t}#X$\", sk = \"{u}#{v}\")", "String t, String u, String v");
        layouts.add(new Layout("a lock's key, where the first fix would meet another entity", List.of(ea, eb), ea,
                new String[] {"can be equal to those of Tablesmith's lease locks",
                        "for example @Key(pk = \"EA#{s}#X$\") on Ea (checked against every other key of the table)."}));
        // ... and against the runtime's items: SHARD# in front of Splinter's sort key would be a checkpoint's.
        JavaFileObject piece = entity("Piece", "PIECE", "@Key(pk = \"STREAM#{g}\", sk = \"{s}\")", "String g, String s");
        JavaFileObject splinter = entity("Splinter", "SHARD", "@Key(pk = \"STREAM#{x}\", sk = \"{y}\")", "String x, int y");
        layouts.add(new Layout("another entity's key, where the first fix would be a checkpoint's", List.of(piece, splinter), splinter,
                new String[] {"can be equal to those of Piece",
                        "for example @Key(pk = \"SHARD#STREAM#{x}\") on Splinter (checked against every other key of the table)."}));
        // Where every candidate meets some key of the table, no fix is proposed.
        JavaFileObject que = entity("Que", "QUE", "@Key(pk = \"{m}\", sk = \"{n}\")", "String m, int n");
        JavaFileObject rec = entity("Rec", "R", "@Key(pk = \"{a}\", sk = \"{b}\")", "String a, String b");
        JavaFileObject sortTaken = entity("Wa", "WA", "@Key(pk = \"{w}\", sk = \"R#{v}\")", "String w, String v");
        JavaFileObject partitionTaken = entity("Va", "VA", "@Key(pk = \"R#{d}\", sk = \"{e}\")", "String d, String e");
        JavaFileObject bothTaken = entity("Ua", "UA", "@Key(pk = \"R#{g}\", sk = \"R#{i}\")", "String g, String i");
        layouts.add(new Layout("keys every proposed fix would make meet another entity's",
                List.of(que, rec, sortTaken, partitionTaken, bothTaken), rec,
                new String[] {"The primary keys of Rec can be equal to those of Que",
                        "To keep them apart, give one template literal text that no other entity of the table and no item of "
                        + "Tablesmith's can render. No fix is proposed: the entity type R in front of Rec's keys would still "
                        + "meet another key of the table."}));
        JavaFileObject chars = entity("Letter", "LETTER", "@Key(pk = \"C#{c}\", sk = \"C\")", "char c");
        JavaFileObject big = entity("Mark", "MARK", "@Key(pk = \"C#{n}\", sk = \"C\")", "java.math.BigInteger n");
        layouts.add(new Layout("a char against a big integer", List.of(chars, big), big,
                new String[] {"both make pk \"C#0\", sk \"C\" (Mark with n = 0; Letter with c = '0')"}));
        JavaFileObject kind = entity("Kind", "KIND", "@Key(pk = \"K#{id}\", sk = \"{kind}\")", "String id, java.time.LocalDate kind");
        JavaFileObject dated = entity("Label", "LABEL", "@Key(pk = \"K#{id}\", sk = \"{day}\")", "String id, String day");
        layouts.add(new Layout("a date against a string", List.of(kind, dated), dated,
                new String[] {"both make pk \"K#a\", sk \"0000-01-01\" (Label with id = \"a\", day = \"0000-01-01\"; "
                        + "Kind with id = \"a\", kind = 0000-01-01)"}));
        return layouts.stream();
    }

    static Stream<Layout> disjoint() {
        List<Layout> layouts = new ArrayList<>();
        JavaFileObject status = JavaFileObjects.forSourceLines("demo.JobStatus", "package demo;",
                "public enum JobStatus { QUEUED, RUNNING, SUCCEEDED, FAILED }");
        // The research example (docs/generated-example.md and examples/): one partition per job.
        JavaFileObject job = entity("Job", "JOB", "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                "String id, JobStatus status, Instant createdAt, String title, @Version long version",
                "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"byStatus\")");
        JavaFileObject finding = entity("Finding", "FINDING", "@Key(pk = \"JOB#{jobId}\", sk = \"FINDING#{findingId}\", query = \"findingsOf\")",
                "String jobId, String findingId, String summary, double score, int scorePercent",
                "@Gsi(index = \"gsi2\", pk = \"JOB#{jobId}\", sk = \"SCORE#{scorePercent:03}\", query = \"byScore\")");
        JavaFileObject report = entity("Report", "REPORT", "@Key(pk = \"JOB#{jobId}\", sk = \"REPORT\")", "String jobId, String body");
        JavaFileObject task = JavaFileObjects.forSourceLines("demo.ResearchTask", "package demo;", "import io.tablesmith.QueueMessage;",
                "@QueueMessage(queue = \"research-tasks\", dedupId = \"{taskId}\")",
                "public record ResearchTask(String taskId, String jobId, String question) {}");
        layouts.add(layout("the research example: a job, its findings, its report and its tasks' queue", status, job, finding, report, task));
        // The integration tests' library: LOAN# is a prefix of LOAN#RENEWAL#, but a loan id never holds '#'.
        JavaFileObject loan = entity("Loan", "LOAN", "@Key(pk = \"SHELF#{memberId}\", sk = \"LOAN#{loanId}\", query = \"loansOf\")",
                "String memberId, String loanId, String title");
        JavaFileObject renewal = entity("Renewal", "RENEWAL",
                "@Key(pk = \"SHELF#{memberId}\", sk = \"LOAN#RENEWAL#{loanId}#{n:02}\", query = \"renewalsOf\")",
                "String memberId, String loanId, int n");
        layouts.add(layout("a literal prefix that another sort key extends", loan, renewal));
        JavaFileObject member = entity("Member", "MEMBER", "@Key(pk = \"MEMBER#{id}\", sk = \"PROFILE\")", "String id, String name");
        JavaFileObject card = entity("Card", "CARD", "@Key(pk = \"MEMBER#{memberId}\", sk = \"CARD#{kind}\", query = \"cardsOf\")",
                "String memberId, String kind");
        JavaFileObject slot = entity("Slot", "SLOT", "@Key(pk = \"ROOM#{room}\", sk = \"SECTION#{section}#{slot:04}\", query = \"slotsOf\")",
                "String room, String section, int slot");
        layouts.add(layout("a member's cards beside the member, with a literal prefix of their own", member, card, slot));
        // The integration tests' other entities, and those of the README and docs/.
        JavaFileObject keyed = entity("Keyed", "KEYED", "@Key(pk = \"KEYED#{day}#{serial}\", sk = \"{small}#{tiny}#{letter}#{flag}\", query = \"onDay\")",
                "java.time.LocalDate day, java.math.BigInteger serial, short small, byte tiny, char letter, Boolean flag");
        JavaFileObject order = entity("Order", "ORDER", "@Key(pk = \"CUSTOMER#{customerId}\", sk = \"ORDER#{year:04}#{number:08}\", query = \"ordersOf\")",
                "String customerId, int year, long number");
        JavaFileObject cart = entity("Cart", "CART", "@Key(pk = \"CUSTOMER#{customerId}\", sk = \"CART#{cartId}\", query = \"cartsOf\")",
                "String customerId, String cartId, int items");
        JavaFileObject profile = entity("Customer", "CUSTOMER", "@Key(pk = \"CUSTOMER#{id}\", sk = \"PROFILE\")", "String id, String email",
                "@Gsi(index = \"gsi1\", pk = \"EMAIL#{email}\", sk = \"CUSTOMER\", query = \"byEmail\")");
        layouts.add(layout("a customer's orders, carts and profile in one partition", order, cart, profile));
        layouts.add(layout("four components in the sort key", keyed, order));
        JavaFileObject product = entity("Product", "PRODUCT",
                "@Key(pk = \"CATEGORY#{category}\", sk = \"PRICE#{priceCents:010}#{sku}\", query = \"inCategory\")",
                "String category, long priceCents, String sku, String currency",
                "@Gsi(index = \"gsi1\", pk = \"SKU#{sku}\", sk = \"PRICE#{priceCents:010}#{currency}\", query = \"bySku\")");
        JavaFileObject ticket = entity("Ticket", "TICKET", "@Key(pk = \"TICKET#{id}\", sk = \"METADATA\")",
                "String id, String assignee, Instant openedAt, String team, Integer priority",
                "@Gsi(index = \"gsi1\", pk = \"ASSIGNEE#{assignee}\", sk = \"{openedAt}\", query = \"byAssignee\")",
                "@Gsi(index = \"gsi2\", pk = \"TEAM#{team}#{priority}\", sk = \"TICKET#{id}\", query = \"byTeam\")");
        layouts.add(layout("indexes named alike with other literal prefixes", product, ticket, status, job));
        JavaFileObject player = entity("Player", "PLAYER", "@Key(pk = \"PLAYER#{id}\", sk = \"P\")",
                "String id, String region, int tier, String season, long score",
                "@NaturalIndex(index = \"byRegion\", pk = {\"region\", \"tier\"}, sk = {\"season\", \"score\"}, query = \"byRegion\")");
        JavaFileObject team = entity("Team", "TEAM", "@Key(pk = \"TEAM#{id}\", sk = \"T\")",
                "String id, String region, int tier, String season, long score",
                "@NaturalIndex(index = \"byRegion\", pk = {\"region\", \"tier\"}, sk = {\"season\", \"score\"}, query = \"byRegion\")");
        layouts.add(layout("players and teams in one natural index", player, team));
        JavaFileObject article = entity("Article", "ARTICLE", "@Key(pk = \"ARTICLE#{id}\", sk = \"A\")",
                "String id, @Attribute(value = \"title\", formerly = \"name\") String title, String region, Instant createdAt",
                "@Gsi(index = \"gsi1\", pk = \"REGION#{region}\", sk = \"{createdAt}\", query = \"byRegion\")");
        JavaFileObject note = entity("Note", "NOTE", "@Key(pk = \"NOTE#{id}\", sk = \"N\")", "String id, String region, String text");
        layouts.add(layout("an evolved article, a note and the job's status index", article, note, status, job));
        JavaFileObject holdState = JavaFileObjects.forSourceLines("demo.HoldState", "package demo;",
                "public enum HoldState { WAITING, READY, COLLECTED }");
        layouts.add(layout("the library's one-item partitions and a hold index",
                entity("Counter", "COUNTER", "@Key(pk = \"COUNTER#{name}\", sk = \"COUNTER\")", "String name, long count, @Version int version"),
                entity("Session", "SESSION", "@Key(pk = \"SESSION#{id}\", sk = \"SESSION\")", "String id, String user"),
                entity("Doc", "DOC", "@Key(pk = \"DOC#{id}\", sk = \"DOC\")", "String id, String title, @Version Long version"),
                entity("Gauge", "GAUGE", "@Key(pk = \"GAUGE#{id}\", sk = \"GAUGE\")", "String id, String label"),
                entity("Everything", "EVERYTHING", "@Key(pk = \"EVERYTHING#{id}\", sk = \"ITEM\")", "String id, String text"),
                holdState, entity("Hold", "HOLD", "@Key(pk = \"HOLD#{id}\", sk = \"HOLD\")", "String id, HoldState state, Instant dueAt",
                        "@Gsi(index = \"gsi1\", pk = \"HOLDS#{state}\", sk = \"{dueAt}\", query = \"byState\")"), status, job));
        JavaFileObject orderStatus = JavaFileObjects.forSourceLines("demo.OrderStatus", "package demo;",
                "public enum OrderStatus { PLACED, PACKED, SHIPPED, DELIVERED }");
        layouts.add(layout("the benchmarks' orders beside the README's carts and a customer profile", orderStatus,
                entity("Order", "ORDER", "@Key(pk = \"CUSTOMER#{customerId}\", sk = \"ORDER#{orderId}\", query = \"ordersOf\")",
                        "String customerId, String orderId, OrderStatus status, Instant placedAt",
                        "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{placedAt}\", query = \"byStatus\")"),
                cart, profile));
        layouts.add(layout("two second indexes with other partition prefixes", ticket,
                entity("Finding", "FINDING", "@Key(pk = \"JOB#{jobId}\", sk = \"FINDING#{findingId}\", query = \"findingsOf\")",
                        "String jobId, String findingId, String author",
                        "@Gsi(index = \"gsi2\", pk = \"AUTHOR#{author}\", sk = \"FINDING#{findingId}\", query = \"byAuthor\")")));
        // Tricky ones: alike to the eye, yet no value renders both.
        JavaFileObject pairOfValues = entity("Two", "TWO", "@Key(pk = \"P#{a}#{b}\", sk = \"S\")", "String a, String b");
        JavaFileObject oneValue = entity("One", "ONE", "@Key(pk = \"P#{c}\", sk = \"S\")", "String c");
        layouts.add(layout("{a}#{b} against {c}: a value never holds '#'", pairOfValues, oneValue));
        layouts.add(layout("four digits against five", entity("Batch", "BATCH", "@Key(pk = \"X#{n:04}\", sk = \"B\")", "int n"),
                entity("Lot", "LOT", "@Key(pk = \"X#{m:05}\", sk = \"B\")", "long m"),
                entity("Serial", "SERIAL", "@Key(pk = \"X#{s:019}\", sk = \"B\")", "java.math.BigInteger s")));
        layouts.add(layout("%41 is no escape a value can hold", entity("Escaped", "ESCAPED", "@Key(pk = \"E#%41\", sk = \"E\")", "String id"),
                entity("Valued", "VALUED", "@Key(pk = \"E#{v}\", sk = \"E\")", "String v")));
        JavaFileObject state = JavaFileObjects.forSourceLines("demo.State", "package demo;", "public enum State { OPEN, CLOSED }");
        layouts.add(layout("a literal that is no enum constant", state,
                entity("Alarm", "ALARM", "@Key(pk = \"STATE#{state}\", sk = \"A\")", "State state"),
                entity("Bell", "BELL", "@Key(pk = \"STATE#PENDING\", sk = \"A\")", "String id"),
                entity("Gong", "GONG", "@Key(pk = \"STATE#{on}\", sk = \"A\")", "boolean on")));
        layouts.add(layout("a byte never reaches 200", entity("Small", "SMALL", "@Key(pk = \"N#{b}\", sk = \"S\")", "byte b"),
                entity("Big", "BIG", "@Key(pk = \"N#200\", sk = \"S\")", "String id"),
                entity("Signed", "SIGNED", "@Key(pk = \"N#+{n}\", sk = \"S\")", "int n")));
        layouts.add(layout("a component in both keys pinned to two texts",
                entity("Edge", "EDGE", "@Key(pk = \"T#{id}\", sk = \"{id}\")", "String id"),
                entity("Root", "ROOT", "@Key(pk = \"T#1\", sk = \"2\")", "String name"),
                entity("Node", "NODE", "@Key(pk = \"T#{x}\", sk = \"{y}#{z}\")", "String x, long y, String z")));
        layouts.add(layout("a UUID is lower case, an instant longer than a date",
                entity("Device", "DEVICE", "@Key(pk = \"D#{id}\", sk = \"D\")", "UUID id"),
                entity("Upper", "UPPER", "@Key(pk = \"D#AAAAAAAA-AAAA-AAAA-AAAA-AAAAAAAAAAAA\", sk = \"D\")", "String id"),
                entity("Tick", "TICK", "@Key(pk = \"D#{at}\", sk = \"D\")", "Instant at"),
                entity("Day", "DAY", "@Key(pk = \"D#{day}\", sk = \"D\")", "java.time.LocalDate day")));
        layouts.add(layout("a one-character value against two characters",
                entity("Letter", "LETTER", "@Key(pk = \"C#{c}\", sk = \"C\")", "char c"),
                entity("Word", "WORD", "@Key(pk = \"C#ab\", sk = \"C\")", "String id")));
        layouts.add(layout("keys that start like the runtime's but cannot be its items",
                entity("Locker", "LOCKER", "@Key(pk = \"LOCK#{name}\", sk = \"LOCKER\")", "String name"),
                entity("Queued", "QUEUED", "@Key(pk = \"QUEUE#{queue}#X#{id}\", sk = \"MESSAGE\")", "String queue, String id"),
                entity("Stat", "STAT", "@Key(pk = \"QUEUE#{queue}\", sk = \"STATS#{shard:03}\")", "String queue, int shard"),
                entity("Streamer", "STREAMER", "@Key(pk = \"STREAM#{name}\", sk = \"SHARDS\")", "String name"),
                entity("Shard", "SHARD", "@Key(pk = \"STREAM#{group}#{n}\", sk = \"SHARD#{id}\")", "String group, int n, String id"),
                entity("Grouped", "GROUPED", "@Key(pk = \"STREAM#a.b\", sk = \"SHARD#{id}\")", "String id")));
        return layouts.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("disjoint")
    void keysThatCannotBeEqualCompileWithoutAWarning(Layout layout) {
        Compilation compilation = Sources.compile(layout.sources().toArray(JavaFileObject[]::new));

        assertThat(compilation).succeededWithoutWarnings();
    }

    private static Layout layout(String name, JavaFileObject... sources) {
        return new Layout(name, List.of(sources), null, new String[0]);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("overlapping")
    void keysThatCanBeEqualAreRefusedWithAKeyBothRender(Layout layout) {
        Compilation compilation = Sources.compile(layout.sources().toArray(JavaFileObject[]::new));

        assertThat(compilation).failed();
        assertThat(compilation.errors()).as(Sources.describe(compilation)).hasSize(1);
        Diagnostic<? extends JavaFileObject> error = compilation.errors().get(0);
        assertThat(error.getMessage(Locale.ROOT)).contains("[TS153]").contains(layout.saying());
        assertThat(error.getSource()).isSameAs(layout.reported());
        assertThat(error.getLineNumber()).isEqualTo(Sources.lineContaining(layout.reported(), "@Key"));
    }

    /** A record in package {@code demo} with one {@code @Key} line and more annotation lines. */
    static JavaFileObject entity(String name, String type, String key, String components, String... more) {
        List<String> lines = new ArrayList<>(List.of("@Entity(type = \"" + type + "\")", key));
        lines.addAll(List.of(more));
        lines.add("public record " + name + "(" + components + ") {}");
        return Sources.entity(name, lines.toArray(String[]::new));
    }

    static List<String> messages(Compilation compilation, Message message) {
        return compilation.diagnostics().stream().map(d -> d.getMessage(Locale.ROOT))
                .filter(text -> text.contains("[" + message.id() + "]")).toList();
    }

    private static final JavaFileObject JOB_STATUS = JavaFileObjects.forSourceLines("demo.JobStatus", "package demo;",
            "public enum JobStatus { QUEUED, RUNNING, SUCCEEDED, FAILED }");
    private static final JavaFileObject JOB = entity("Job", "JOB", "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
            "String id, JobStatus status, Instant createdAt",
            "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"byStatus\")");

    @Test
    void indexKeysTwoEntitiesCanShareAreAWarningWithAKeyBothRender() {
        JavaFileObject task = entity("Task", "TASK", "@Key(pk = \"TASK#{id}\", sk = \"METADATA\")",
                "String id, JobStatus status, Instant createdAt, String owner",
                "@Gsi(index = \"byOwner\", pk = \"OWNER#{owner}\", sk = \"{id}\", query = \"byOwner\")",
                "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"byStatus\")");

        Compilation compilation = Sources.compile(JOB_STATUS, JOB, task);

        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningCount(1);
        assertThat(compilation).hadWarningContaining("[TS154] The keys of Task in index \"gsi1\" can be equal to those of Job: "
                        + "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\") of Task and "
                        + "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\") of Job both make gsi1pk "
                        + "\"STATUS#QUEUED\", gsi1sk \"0000-01-01T00:00:00.000000000Z\" (Task with status = QUEUED, "
                        + "createdAt = 0000-01-01T00:00:00.000000000Z; Job with status = QUEUED, createdAt = 0000-01-01T00:00:00.000000000Z)")
                .inFile(task).onLineContaining("index = \"gsi1\"");
        assertThat(messages(compilation, Message.INDEX_KEYS_OVERLAP).get(0))
                .contains("every query filters on _et", "add @SuppressWarnings(\"TS154\") to Task",
                        "for example @Gsi(index = \"gsi1\", sk = \"TASK#{createdAt}\") on Task");
    }

    @Test
    void anIndexOverloadedOnPurposeSaysSoWithSuppressWarningsOnEitherEntity() {
        JavaFileObject task = entity("Task", "TASK", "@Key(pk = \"TASK#{id}\", sk = \"METADATA\")",
                "String id, JobStatus status, Instant createdAt",
                "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"byStatus\")",
                "@SuppressWarnings(\"TS154\")");
        JavaFileObject suppressingJob = entity("Job", "JOB", "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                "String id, JobStatus status, Instant createdAt",
                "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"byStatus\")",
                "@SuppressWarnings({\"unused\", \"TS154\"})");
        JavaFileObject plainTask = entity("Task", "TASK", "@Key(pk = \"TASK#{id}\", sk = \"METADATA\")",
                "String id, JobStatus status, Instant createdAt",
                "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"byStatus\")");

        assertThat(Sources.compileStrictly(JOB_STATUS, JOB, task)).succeededWithoutWarnings();
        assertThat(Sources.compileStrictly(JOB_STATUS, suppressingJob, plainTask)).succeededWithoutWarnings();
    }

    @Test
    void indexKeysThatCannotMeetAndIndexesOfOtherNamesAreNoWarning() {
        JavaFileObject ticket = entity("Ticket", "TICKET", "@Key(pk = \"TICKET#{id}\", sk = \"METADATA\")",
                "String id, JobStatus status, Instant openedAt, String team",
                "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"TICKET#{openedAt}\", query = \"byStatus\")",
                "@Gsi(index = \"gsi2\", pk = \"STATUS#{status}\", sk = \"{openedAt}\", query = \"byTeam\")");

        assertThat(Sources.compileStrictly(JOB_STATUS, JOB, ticket)).succeededWithoutWarnings();
    }

    @Test
    void indexKeysOfPackagesThatOnlyMayShareATableAreNoWarning() {
        JavaFileObject task = JavaFileObjects.forSourceLines("other.Task", "package other;", "import io.tablesmith.*;",
                "import java.time.Instant;", "import demo.JobStatus;",
                "@Entity(type = \"TASK\")", "@Key(pk = \"TASK#{id}\", sk = \"METADATA\")",
                "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"byStatus\")",
                "public record Task(String id, JobStatus status, Instant createdAt) {}");

        assertThat(Sources.compileStrictly(JOB_STATUS, JOB, task)).succeededWithoutWarnings();
    }
}
