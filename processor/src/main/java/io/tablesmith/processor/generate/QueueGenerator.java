package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.WildcardTypeName;
import io.tablesmith.internal.QueueCore;
import io.tablesmith.internal.RuntimeVersion;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.QueueModel;
import io.tablesmith.processor.model.Template;
import io.tablesmith.queue.DeadLetter;
import io.tablesmith.queue.Delivery;
import io.tablesmith.queue.PushResult;
import io.tablesmith.queue.QueueOptions;
import io.tablesmith.queue.QueueStats;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Name>Queue} for a {@code @QueueMessage} record: the message's codec and the
 * typed methods over {@code QueueCore}, which owns every request.
 */
public final class QueueGenerator {

    private static final ClassName QUEUE_CORE = ClassName.get(QueueCore.class);
    private static final ClassName QUEUE_OPTIONS = ClassName.get(QueueOptions.class);
    private static final ClassName PUSH_RESULT = ClassName.get(PushResult.class);
    private static final ClassName DELIVERY = ClassName.get(Delivery.class);
    private static final ClassName DEAD_LETTER = ClassName.get(DeadLetter.class);
    private static final ClassName QUEUE_STATS = ClassName.get(QueueStats.class);
    private static final ClassName RUNTIME_VERSION = ClassName.get(RuntimeVersion.class);
    private static final ClassName DURATION = ClassName.get(Duration.class);

    private QueueGenerator() {
    }

    public static JavaFile generate(QueueModel model) {
        ClassName message = model.recordType();
        ClassName queueType = model.queueType();
        UserNames user = UserNames.of(model.element(), model.message().components());
        CodecPlan codecs = new CodecPlan(user, "QUEUE_NAME", "SHARDS", "ERROR_SUBJECT");
        FieldSpec codec = messageCodec(codecs, model);
        TypeName core = ParameterizedTypeName.get(QUEUE_CORE, message);
        TypeName delivery = ParameterizedTypeName.get(DELIVERY, message);
        TypeName deadLetter = ParameterizedTypeName.get(DEAD_LETTER, message);
        TypeSpec.Builder type = TypeSpec.classBuilder(queueType)
                .addAnnotation(Names.generated())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addOriginatingElement(model.element())
                .addJavadoc("The FIFO queue {@value #QUEUE_NAME} of {@link $T} messages, in the table given to the constructor\n", message)
                .addJavadoc("(which needs {@link io.tablesmith.queue.QueueIndex}).\n")
                .addJavadoc("<p>Deduplication: $L. Groups: $L. Shards: $L$L.\n",
                        model.dedupId().map(t -> "by " + TemplateCode.describe(t)).orElse("none, every push enqueues"),
                        model.group().map(t -> "by " + TemplateCode.describe(t)
                                + ", delivered in push order one message at a time per group").orElse("none"),
                        model.shards(), model.shards() == 1 ? ", so messages are pulled in push order" : ", push order holds within a shard")
                .addField(FieldSpec.builder(String.class, "QUEUE_NAME", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("The queue's name, which starts the keys of its items.\n")
                        .initializer("$S", model.queue()).build())
                .addField(FieldSpec.builder(int.class, "SHARDS", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("How many index partitions the queue spreads over.\n")
                        .initializer("$L", model.shards()).build())
                .addField(FieldSpec.builder(String.class, "ERROR_SUBJECT", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                        .initializer("$S", "QUEUE " + model.queue()).build())
                .addFields(codecs.recordFields())
                .addStaticBlock(CodeBlock.builder()
                        .add("// Generated code calls the runtime's internal helpers: both must be of one Tablesmith version.\n")
                        .addStatement("$T.require(ERROR_SUBJECT, $S)", RUNTIME_VERSION, Names.processorVersion())
                        .build())
                .addField(core, "core", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addJavadoc("The queue in {@code tableName}, with {@link $T#defaults()}.\n", QUEUE_OPTIONS)
                        .addParameter(Names.DYNAMO_DB_CLIENT, "client")
                        .addParameter(String.class, "tableName")
                        .addStatement("this(new $T<>(client, tableName, QUEUE_NAME, $N, SHARDS, $L, $L, $L, $T.defaults()))",
                                QUEUE_CORE, codec, function(model.dedupId(), queueType, "dedupKeyOf"),
                                function(model.group(), queueType, "groupKeyOf"), function(model.group(), queueType, "groupOf"),
                                QUEUE_OPTIONS)
                        .build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PRIVATE)
                        .addParameter(core, "core")
                        .addStatement("this.core = core")
                        .build())
                .addMethod(MethodSpec.methodBuilder("withOptions")
                        .addModifiers(Modifier.PUBLIC)
                        .returns(queueType)
                        .addJavadoc("The same queue with other options: receives before the dead-letter state, deduplication window, clock.\n")
                        .addParameter(QUEUE_OPTIONS, "options")
                        .addStatement("return new $T(core.withOptions(options))", queueType)
                        .build())
                .addMethod(MethodSpec.methodBuilder("push")
                        .addModifiers(Modifier.PUBLIC)
                        .returns(PUSH_RESULT)
                        .addJavadoc("Enqueues {@code message} with $L; {@code enqueued()} is false\n",
                                model.group().isPresent()
                                        ? (model.dedupId().isPresent() ? "a conditional {@code PutItem} of its deduplication id, " : "")
                                                + "an {@code UpdateItem} of its group and a {@code PutItem} in the group's partition"
                                        : "one conditional {@code PutItem}")
                        .addJavadoc("when its deduplication id is waiting, in flight or acknowledged within the window.\n")
                        .addParameter(message, "message")
                        .addStatement("return core.push(message)")
                        .build())
                .addMethods(model.group().isPresent() ? List.of() : List.of(MethodSpec.methodBuilder("push")
                        .addModifiers(Modifier.PUBLIC)
                        .returns(PUSH_RESULT)
                        .addJavadoc("Enqueues {@code message} as {@link #push($T)} does, but no pull delivers it before {@code delay} has\n", message)
                        .addJavadoc("passed by the queue's clock; from then on it takes its place by that time, behind the messages\n")
                        .addJavadoc("visible before it. (A queue with groups has no delayed push: its groups deliver in push order.)\n")
                        .addJavadoc("\n@param delay zero or more\n")
                        .addParameter(message, "message")
                        .addParameter(Duration.class, "delay")
                        .addStatement("return core.push(message, delay)")
                        .build()))
                .addMethod(MethodSpec.methodBuilder("pushAll")
                        .addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(ClassName.get(List.class), PUSH_RESULT))
                        .addJavadoc("Enqueues the messages one after the other, in order; one result per message. When a push\n")
                        .addJavadoc("after the first fails, {@code PushIncompleteException} says which messages were pushed.\n")
                        .addParameter(ParameterizedTypeName.get(ClassName.get(Iterable.class), WildcardTypeName.subtypeOf(message)), "messages")
                        .addStatement("return core.pushAll(messages)")
                        .build())
                .addMethod(MethodSpec.methodBuilder("pull")
                        .addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(ClassName.get(Optional.class), delivery))
                        .addJavadoc("The oldest visible message, invisible to other consumers for {@code visibilityTimeout}, or empty\n")
                        .addJavadoc("when none is visible: a {@code Query} on the queue index for items visible now (one serves several\n")
                        .addJavadoc("pulls of this object), then a conditional {@code UpdateItem} that claims one$L.\n",
                                model.group().isPresent() ? " (for a group: a consistent {@code Query} of the group's head, then the"
                                        + " {@code UpdateItem} of the group)" : "")
                        .addParameter(DURATION, "visibilityTimeout")
                        .addStatement("return core.pull(visibilityTimeout)")
                        .build())
                .addMethod(MethodSpec.methodBuilder("deadLetters")
                        .addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(ClassName.get(List.class), deadLetter))
                        .addJavadoc("Up to {@code limit} messages in the dead-letter state, oldest first (one {@code Query}).\n")
                        .addParameter(int.class, "limit")
                        .addStatement("return core.deadLetters(limit)")
                        .build())
                .addMethod(MethodSpec.methodBuilder("redrive")
                        .addModifiers(Modifier.PUBLIC)
                        .returns(boolean.class)
                        .addJavadoc("Sends a dead letter back to the end of the queue with a receive count of 0; false when it is\n")
                        .addJavadoc("no longer a dead letter.\n")
                        .addParameter(deadLetter, "letter")
                        .addStatement("return core.redrive(letter)")
                        .build())
                .addMethod(MethodSpec.methodBuilder("stats")
                        .addModifiers(Modifier.PUBLIC)
                        .returns(QUEUE_STATS)
                        .addJavadoc("Messages, in-flight messages and dead letters, counted from the queue index ({@code Select.COUNT}\n")
                        .addJavadoc("queries: two per shard and one for the dead letters, each reading what it counts); exact when\n")
                        .addJavadoc("the queue is quiet. For monitoring, not for every message.\n")
                        .addStatement("return core.stats()")
                        .build());
        model.dedupId().ifPresent(template -> type.addMethod(renderer("dedupIdOf", "The deduplication id of {@code message}, "
                + TemplateCode.describe(template) + " rendered with its values as they are.", template, message, true))
                .addMethod(renderer("dedupKeyOf", "The deduplication id as the message's key renders it (escaped, so that no two"
                        + " ids share a key).", template, message, false)));
        model.group().ifPresent(template -> type.addMethod(renderer("groupOf", "The message group of {@code message}, "
                + TemplateCode.describe(template) + " rendered with its values as they are: what {@code Delivery.group()}"
                + " returns.", template, message, true))
                .addMethod(renderer("groupKeyOf", "The message group as its key renders it (escaped, so that no two groups share"
                        + " a key).", template, message, false)));
        type.addTypes(codecs.recordClasses());
        return user.file(message.packageName(), type);
    }

    /** The codec field of the message record, created through the plan that also writes its nested records. */
    private static FieldSpec messageCodec(CodecPlan codecs, QueueModel model) {
        ComponentModel body = new ComponentModel("message", "body", model.message(), model.recordType(), false);
        codecs.schemaFields().write("writer", "value", body);
        TypeName codecType = ParameterizedTypeName.get(Names.CODEC, model.recordType());
        return codecs.recordFields().stream()
                .filter(field -> field.type.equals(codecType))
                .findFirst()
                .orElseThrow();
    }

    private static CodeBlock function(Optional<Template> template, ClassName queueType, String method) {
        return template.isPresent() ? CodeBlock.of("$T::$N", queueType, method) : CodeBlock.of("null");
    }

    /** A public renderer of the user's value, or a private one of the key text the queue's items use. */
    private static MethodSpec renderer(String name, String javadoc, Template template, ClassName message, boolean value) {
        java.util.function.Function<ComponentModel, CodeBlock> accessor = component -> CodeBlock.of("message.$N()", component.name());
        return MethodSpec.methodBuilder(name)
                .addModifiers(value ? Modifier.PUBLIC : Modifier.PRIVATE, Modifier.STATIC)
                .returns(String.class)
                .addJavadoc("$L\n", javadoc)
                .addParameter(message, "message")
                .addStatement("return $L", value ? TemplateCode.renderValue(template, "ERROR_SUBJECT", accessor)
                        : TemplateCode.render(template, "ERROR_SUBJECT", accessor))
                .build();
    }
}
