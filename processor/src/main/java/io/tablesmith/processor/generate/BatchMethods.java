package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import io.tablesmith.BatchIncompleteException;
import io.tablesmith.BatchOptions;
import io.tablesmith.EntityTypeMismatchException;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.TablesmithException;
import io.tablesmith.processor.model.EntityModel;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Modifier;

/**
 * The batch methods of {@code <Name>Repository}: {@code putAll} ({@code BatchWriteItem}, or for a
 * {@code @Version}ed entity conditional single writes), {@code deleteAll}, {@code getAll},
 * {@code getAllConsistent} and {@code withBatchOptions}. Each is one call into the runtime, which
 * splits, retries and reports.
 */
final class BatchMethods {

    static final ClassName BATCH_OPTIONS = ClassName.get(BatchOptions.class);
    static final ClassName BATCH_INCOMPLETE = ClassName.get(BatchIncompleteException.class);
    private static final ClassName STALE = ClassName.get(OptimisticLockException.class);
    private static final ClassName NOT_FOUND = ClassName.get(ItemNotFoundException.class);
    private static final ClassName OTHER_ENTITY = ClassName.get(EntityTypeMismatchException.class);
    private static final ClassName TABLESMITH = ClassName.get(TablesmithException.class);

    private final EntityModel entity;
    private final ClassName record;
    private final String plural;

    /**
     * @param variable the name the repository uses for one record
     */
    BatchMethods(EntityModel entity, String variable) {
        this.entity = entity;
        this.record = entity.recordType();
        this.plural = plural(variable);
    }

    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>();
        methods.add(entity.version().isPresent() ? checkedPutAll() : putAll());
        methods.add(deleteAll());
        methods.add(getAll("getAll", false));
        methods.add(getAll("getAllConsistent", true));
        methods.add(withBatchOptions());
        return methods;
    }

    /** The sentence the repository's Javadoc gives the batch methods. */
    CodeBlock classDoc() {
        CodeBlock.Builder doc = CodeBlock.builder()
                .add("<p>The batch methods ({@code putAll}, {@code deleteAll}, {@code getAll}) send 25 writes or 100 keys\n")
                .add("a request, retry what DynamoDB leaves unprocessed as the {@link $T} say, and when the\n", BATCH_OPTIONS)
                .add("retries run out throw {@link $T}, which lists exactly what was not done.\n", BATCH_INCOMPLETE);
        if (entity.version().isPresent()) {
            doc.add("<p>A batch write cannot carry a condition, so it cannot check the {@code @Version} the other writes\n")
                    .add("check: {@link #putAll} sends each record as its own conditional write instead, exactly as {@link #put}.\n");
        }
        return doc.build();
    }

    private MethodSpec putAll() {
        return MethodSpec.methodBuilder("putAll")
                .addModifiers(Modifier.PUBLIC)
                .addParameter(collectionOf(record), plural)
                .addJavadoc("Access pattern: bulk write. Stores every $L whether or not an item has its key, like\n",
                        record.simpleName())
                .addJavadoc("{@link #put} for each, with {@code BatchWriteItem} (25 a request, one after the other).\n")
                .addJavadoc("A batch write carries no condition: what keeps it to $L items is the key, built from this\n",
                        record.simpleName())
                .addJavadoc("entity's template (an item another program stored under such a key is not checked).\n")
                .addJavadoc("Of several records with one key the last wins. Every key is built before the first\n")
                .addJavadoc("request, so a bad record fails the call before anything is written.\n")
                .addJavadoc("\n@param $N the records; an empty collection sends nothing\n", plural)
                .addJavadoc(incompleteDoc("written", "{@code unwrittenRecords}"))
                .addStatement("core.putAll($N)", plural)
                .build();
    }

    private MethodSpec checkedPutAll() {
        String versionName = entity.version().orElseThrow().name();
        return MethodSpec.methodBuilder("putAll")
                .addModifiers(Modifier.PUBLIC)
                .returns(listOf(record))
                .addParameter(collectionOf(record), plural)
                .addJavadoc("Access pattern: bulk write (imports, migrations, loads). Stores every $L exactly as {@link #put}\n",
                        record.simpleName())
                .addJavadoc("would: each record is its own conditional {@code PutItem} (a record whose {@code $L} is 0 only\n",
                        versionName)
                .addJavadoc("where no item has its key, one at version v only over the stored item at version v, stored at\n")
                .addJavadoc("v + 1), so a bulk load never moves a stored version backwards nor brings back a deleted item.\n")
                .addJavadoc("The writes go out one after the other, or as many at once as\n")
                .addJavadoc("{@link $T#withParallelism(int)} says; throttled writes are retried as batches are. A refused\n",
                        BATCH_OPTIONS)
                .addJavadoc("record does not stop the others. Every record is encoded, and every key built, before the\n")
                .addJavadoc("first write; a key given twice is refused then, since its second write would depend on the first.\n")
                .addJavadoc("\n@param $N the records; an empty collection sends nothing\n", plural)
                .addJavadoc("@return the records as stored, with their new versions, in the order given\n")
                .addJavadoc("@throws $T when some records were not written: its {@code refusals()} are those\n", BATCH_INCOMPLETE)
                .addJavadoc("    refused (each with its {@link $T}, {@link $T} or\n", STALE, NOT_FOUND)
                .addJavadoc("    {@link $T}), {@code retryableRecords} those throttled out or not sent, and\n", OTHER_ENTITY)
                .addJavadoc("    {@code writtenRecords} the records written, at their new versions\n")
                .addJavadoc("@throws $T when two records have one key; nothing was sent\n", TABLESMITH)
                .addStatement("return core.putAll($N)", plural)
                .build();
    }

    private MethodSpec deleteAll() {
        MethodSpec.Builder method = MethodSpec.methodBuilder("deleteAll")
                .addModifiers(Modifier.PUBLIC)
                .addParameter(collectionOf(Names.itemKeyOf(record)), "keys")
                .addJavadoc("Access pattern: bulk delete by key. Deletes the $L of every key$L, with\n", record.simpleName(),
                        entity.version().isPresent() ? ", whatever its version" : "")
                .addJavadoc("{@code BatchWriteItem} (25 a request, one after the other). Build the keys with\n")
                .addJavadoc("{@link $T#key}. A key given twice is deleted once; a key without an item is no error.\n",
                        entity.keysType());
        return method
                .addJavadoc("\n@param keys the keys; an empty collection sends nothing\n")
                .addJavadoc(incompleteDoc("deleted", "{@code keys}"))
                .addStatement("core.deleteAll(keys)")
                .build();
    }

    private MethodSpec getAll(String name, boolean consistent) {
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .returns(listOf(record))
                .addParameter(collectionOf(Names.itemKeyOf(record)), "keys")
                .addJavadoc(consistent
                        ? "Access pattern: get many $L items by key with strongly consistent reads (twice the read cost),\n"
                        : "Access pattern: get many $L items by key (eventually consistent reads),\n", record.simpleName())
                .addJavadoc("with {@code BatchGetItem} (100 keys a request, one after the other). Build the keys with\n")
                .addJavadoc("{@link $T#key}.\n", entity.keysType())
                .addJavadoc("\n@param keys the keys; an empty collection sends nothing\n")
                .addJavadoc("@return the items found, in the order of their keys; a key given twice yields its item once,\n")
                .addJavadoc("    a key without an item yields nothing\n")
                .addJavadoc(incompleteDoc("read", "{@code keys}; {@code readRecords} holds the items read"))
                .addStatement("return core.getAll(keys, $L)", consistent)
                .build();
    }

    private MethodSpec withBatchOptions() {
        return MethodSpec.methodBuilder("withBatchOptions")
                .addModifiers(Modifier.PUBLIC)
                .returns(entity.repositoryType())
                .addParameter(BATCH_OPTIONS, "options")
                .addJavadoc("A repository on the same client and table whose batch methods retry as {@code options} say;\n")
                .addJavadoc("this one keeps its own ({@link $T#defaults()} unless set).\n", BATCH_OPTIONS)
                .addJavadoc("\n@param options attempts per request and the bounds of the waits between them\n")
                .addJavadoc("@return a new repository; both can be used at once\n")
                .addStatement("return new $T(core.withBatchOptions(options))", entity.repositoryType())
                .build();
    }

    private static CodeBlock incompleteDoc(String done, String listing) {
        return CodeBlock.of("@throws $T when DynamoDB kept leaving items unprocessed, or kept\n"
                + "    throttling, through every attempt the {@link $T} allow; it lists exactly the items\n"
                + "    not $L ($L); all others were $L\n", BATCH_INCOMPLETE, BATCH_OPTIONS, done, listing, done);
    }

    private static TypeName collectionOf(TypeName type) {
        return ParameterizedTypeName.get(ClassName.get(Collection.class), type);
    }

    private static TypeName listOf(ClassName type) {
        return ParameterizedTypeName.get(ClassName.get(List.class), type);
    }

    /** {@code job} → {@code jobs}, {@code address} → {@code addresses}, {@code entry} → {@code entries}. */
    static String plural(String name) {
        String plural;
        if (name.endsWith("s") || name.endsWith("x") || name.endsWith("z") || name.endsWith("ch") || name.endsWith("sh")) {
            plural = name + "es";
        } else if (name.length() > 1 && name.endsWith("y") && "aeiou".indexOf(name.charAt(name.length() - 2)) < 0) {
            plural = name.substring(0, name.length() - 1) + "ies";
        } else {
            plural = name + "s";
        }
        return SourceVersion.isKeyword(plural) || plural.equals("keys") || plural.equals("options") ? "records" : plural;
    }
}
