package io.tablesmith.processor;

import com.google.testing.compile.JavaFileObjects;
import io.tablesmith.processor.report.Message;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;

/** The {@link MessagesTest} cases of {@code @QueueMessage}'s rules (ids 240 to 259). */
final class QueueMessageCases {

    private QueueMessageCases() {
    }

    static void addTo(List<MessagesTest.Case> cases) {
        JavaFileObject notRecord = message("Task", "@QueueMessage(queue = \"tasks\")", "public class Task {}");
        cases.add(new MessagesTest.Case(Message.QUEUE_NOT_RECORD, "@QueueMessage on a class")
                .in(notRecord).on("@QueueMessage")
                .saying("@QueueMessage is on Task, which is not a record", "Declare it as `record Task(...)`"));
        JavaFileObject privateRecord = message("Outer", "public class Outer {",
                "    @QueueMessage(queue = \"tasks\")", "    private record Task(String id) {}", "}");
        cases.add(new MessagesTest.Case(Message.QUEUE_RECORD_INACCESSIBLE, "private nested record")
                .in(privateRecord).on("@QueueMessage")
                .saying("@QueueMessage record Task is private", "TaskQueue", "Make it public or package-private"));
        for (String name : List.of("", "research tasks", "t".repeat(65))) {
            cases.add(new MessagesTest.Case(Message.QUEUE_NAME_INVALID, "queue = \"" + (name.length() > 20 ? "t x 65" : name) + "\"")
                    .in(message("Task", "@QueueMessage(queue = \"" + name + "\")", "public record Task(String id) {}"))
                    .on("@QueueMessage")
                    .saying("@QueueMessage(queue = \"" + name + "\") is not a valid queue name", "1 to 64 letters",
                            "queue = \"research-tasks\""));
        }
        for (int shards : new int[] {0, 65}) {
            cases.add(new MessagesTest.Case(Message.QUEUE_SHARDS, "shards = " + shards)
                    .in(message("Task", "@QueueMessage(queue = \"tasks\", shards = " + shards + ")",
                            "public record Task(String id) {}"))
                    .on("@QueueMessage")
                    .saying("@QueueMessage(shards = " + shards + ") is out of range", "Use shards = 1"));
        }
        JavaFileObject first = message("Task", "@QueueMessage(queue = \"tasks\")", "public record Task(String id) {}");
        JavaFileObject second = message("Chore", "@QueueMessage(queue = \"tasks\")", "public record Chore(String id) {}");
        cases.add(new MessagesTest.Case(Message.QUEUE_NAME_DUPLICATE, "two records, one queue")
                .in(second, first).reportedIn(first).on("@QueueMessage")
                .saying("Queue \"tasks\" is declared by both", "Give one of them another queue name"));
        cases.add(new MessagesTest.Case(Message.QUEUE_ON_ENTITY, "@Entity and @QueueMessage on one record")
                .in(message("Task", "@Entity(type = \"TASK\")", "@Key(pk = \"TASK#{id}\", sk = \"T\")",
                        "@QueueMessage(queue = \"tasks\")", "public record Task(String id) {}"))
                .on("@QueueMessage")
                .saying("Task has both @Entity and @QueueMessage", "Declare a separate record for the message"));
        cases.add(new MessagesTest.Case(Message.PLACEHOLDER_UNKNOWN, "@QueueMessage dedupId naming no component")
                .in(message("Task", "@QueueMessage(queue = \"tasks\", dedupId = \"{taskID}\")",
                        "public record Task(String taskId) {}"))
                .on("@QueueMessage")
                .saying("The dedupId template \"{taskID}\" of @QueueMessage names {taskID}", "Did you mean {taskId}?"));
        cases.add(new MessagesTest.Case(Message.KEY_DELIMITER, "@QueueMessage dedupId without '#' after a placeholder")
                .in(message("Task", "@QueueMessage(queue = \"tasks\", dedupId = \"{jobId}-{n}\")",
                        "public record Task(String jobId, int n) {}"))
                .on("@QueueMessage")
                .saying("The dedupId template \"{jobId}-{n}\" of @QueueMessage continues with \"-\" right after {jobId}",
                        "Write \"{jobId}#-\""));
        cases.add(new MessagesTest.Case(Message.TEMPLATE_MALFORMED, "@QueueMessage group not closed")
                .in(message("Task", "@QueueMessage(queue = \"tasks\", group = \"{jobId\")",
                        "public record Task(String jobId) {}"))
                .on("@QueueMessage")
                .saying("The group template \"{jobId\" of @QueueMessage is malformed", "is not closed"));
        cases.add(new MessagesTest.Case(Message.KEY_COMPONENT_TYPE, "@QueueMessage group over a double")
                .in(message("Task", "@QueueMessage(queue = \"tasks\", group = \"{score}\")",
                        "public record Task(double score) {}"))
                .on("@QueueMessage")
                .saying("Component 'score' of type double cannot be part of a key (the group template of @QueueMessage)"));
    }

    private static JavaFileObject message(String simpleName, String... body) {
        List<String> lines = new ArrayList<>(List.of("package demo;", "", "import io.tablesmith.Entity;",
                "import io.tablesmith.Key;", "import io.tablesmith.QueueMessage;", ""));
        lines.addAll(List.of(body));
        return JavaFileObjects.forSourceLines("demo." + simpleName, lines.toArray(String[]::new));
    }
}
