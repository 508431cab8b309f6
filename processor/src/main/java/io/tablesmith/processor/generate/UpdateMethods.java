package io.tablesmith.processor.generate;

import static io.tablesmith.processor.generate.UpdateGenerator.CONDITION_FAILED;
import static io.tablesmith.processor.generate.UpdateGenerator.ILLEGAL_TRANSITION;
import static io.tablesmith.processor.generate.UpdateGenerator.NOT_FOUND;
import static io.tablesmith.processor.generate.UpdateGenerator.STALE;
import static io.tablesmith.processor.generate.UpdateGenerator.STALE_TRANSITION;
import static io.tablesmith.processor.generate.UpdateGenerator.describe;
import static io.tablesmith.processor.generate.UpdateGenerator.names;
import static io.tablesmith.processor.generate.UpdateGenerator.transitionName;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.StateMachine;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * The repository's part for updates ({@link io.tablesmith.processor.model.RepositoryPart#UPDATES}):
 * {@code update(key)}, {@code update(record)} for a {@code @Version}ed entity, one
 * {@code transition<Name>} per state machine, and the conditional {@code create}, {@code replace}
 * and {@code delete} that take a condition.
 */
final class UpdateMethods {

    private final EntityModel entity;
    private final ClassName record;
    private final ClassName updateType;
    private final TypeName condition;
    private final String exampleChange;

    UpdateMethods(EntityModel entity, String exampleChange) {
        this.entity = entity;
        this.record = entity.recordType();
        this.updateType = UpdateGenerator.updateType(entity);
        this.condition = ParameterizedTypeName.get(ConditionsGenerator.CONDITION, record);
        this.exampleChange = exampleChange;
    }

    /** Adds update, transitions and conditional writes to the repository; {@code variable} names its record parameters. */
    void addTo(TypeSpec.Builder repository, String variable) {
        List<ComponentModel> key = entity.keyComponents();
        String conditionName = key.stream().anyMatch(c -> c.name().equals("condition")) ? "when" : "condition";
        repository.addMethod(MethodSpec.methodBuilder("update")
                .addModifiers(Modifier.PUBLIC)
                .returns(updateType)
                .addParameters(KeysGenerator.parameters(key))
                .addJavadoc("Starts a typed update of the $L with this key; nothing is sent until {@code execute()}:\n",
                        record.simpleName())
                .addJavadoc("{@code update($L)$L.execute()}.\n", names(key), exampleChange)
                .addJavadoc(entity.version().map(v -> CodeBlock.of("The update increments {@code $L} whatever it is; {@link #update($T)} checks it.\n",
                        v.name(), record)).orElse(CodeBlock.of("")))
                .addJavadoc("\n@throws $T when a key component is null or empty\n", Names.INVALID_KEY_EXCEPTION)
                .addStatement("return new $T($L)", updateType, withCore(names(key)))
                .build());
        entity.version().ifPresent(version -> repository.addMethod(MethodSpec.methodBuilder("update")
                .addModifiers(Modifier.PUBLIC)
                .returns(updateType)
                .addParameter(record, variable)
                .addJavadoc("Starts a typed update of this $L that happens only while its stored version is {@code $L.$L()}\n",
                        record.simpleName(), variable, version.name())
                .addJavadoc("(optimistic locking); only the record's key and version are used.\n")
                .addStatement("return new $T($L).ifVersion($L)", updateType,
                        withCore(key.stream().map(c -> CodeBlock.of("$N.$N()", variable, c.name())).collect(CodeBlock.joining(", "))),
                        expectedVersion(variable, version))
                .build()));
        for (StateMachine machine : entity.stateMachines()) {
            addTransition(repository, machine);
        }
        addConditionalWrites(repository, variable, conditionName);
    }

    private void addTransition(TypeSpec.Builder repository, StateMachine machine) {
        ComponentModel component = machine.component();
        List<ComponentModel> key = entity.keyComponents();
        Set<String> taken = key.stream().map(ComponentModel::name).collect(Collectors.toSet());
        String from = taken.contains("from") ? "fromState" : "from";
        String to = taken.contains("to") ? "toState" : "to";
        repository.addMethod(MethodSpec.methodBuilder(transitionName(machine))
                .addModifiers(Modifier.PUBLIC)
                .returns(record)
                .addParameters(KeysGenerator.parameters(key))
                .addParameter(component.javaType(), from)
                .addParameter(component.javaType(), to)
                .addJavadoc("Moves the $L with this key from one {@code $L} to another with one conditional write: the\n",
                        record.simpleName(), component.name())
                .addJavadoc("database enforces the state machine, and index keys follow in the same request.\n")
                .addJavadoc("Allowed moves: $L.\n", describe(machine))
                .addJavadoc("\n@return the item as it is after the move\n")
                .addJavadoc("@throws $T (before any request) when the move is not declared\n", ILLEGAL_TRANSITION)
                .addJavadoc("@throws $T when the item is no longer in state {@code $L}\n", STALE_TRANSITION, from)
                .addJavadoc("@throws $T when no item has this key\n", NOT_FOUND)
                .addStatement("return update($L).$N($N, $N).execute()", names(key), transitionName(machine), from, to)
                .build());
    }

    private void addConditionalWrites(TypeSpec.Builder repository, String variable, String conditionName) {
        ParameterSpec conditionParameter = ParameterSpec.builder(condition, conditionName).build();
        Optional<ComponentModel> version = entity.version();
        MethodSpec.Builder create = MethodSpec.methodBuilder("create")
                .addModifiers(Modifier.PUBLIC)
                .returns(record)
                .addParameter(record, variable)
                .addParameter(conditionParameter)
                .addJavadoc("Stores a new $L, or overwrites the stored one only if {@code $N} holds for it (for example an\n",
                        record.simpleName(), conditionName)
                .addJavadoc("expired lease); one conditional write$L.\n", version.isPresent()
                        ? " on a free key; over a stored item, a second one at the stored version + 1, so versions only go forward"
                        : "")
                .addJavadoc("\n@return the record as stored$L\n", version.isPresent() ? ", with the version it was stored at" : "")
                .addJavadoc("@throws $T when an item with this key exists and the condition does not hold for it\n", CONDITION_FAILED);
        repository.addMethod(create.addStatement("return this.core.updates().create($N, $N)", variable, conditionName).build());

        MethodSpec.Builder replace = MethodSpec.methodBuilder("replace")
                .addModifiers(Modifier.PUBLIC)
                .returns(record)
                .addParameter(record, variable)
                .addParameter(conditionParameter)
                .addJavadoc("Overwrites the stored $L with this key only if {@code $N} holds for it$L.\n", record.simpleName(),
                        conditionName, version.isPresent() ? " and it is at the record's version" : "")
                .addJavadoc("\n@return the record as stored$L\n", version.isPresent() ? ", with its new version" : "")
                .addJavadoc("@throws $T when no item has this key\n", NOT_FOUND);
        if (version.isPresent()) {
            replace.addJavadoc("@throws $T when the stored version differs\n", STALE);
        }
        replace.addJavadoc("@throws $T when the condition does not hold; it carries the stored item\n", CONDITION_FAILED);
        repository.addMethod(replace.addStatement("return this.core.updates().replace($N, $N)", variable, conditionName).build());

        List<ComponentModel> key = entity.keyComponents();
        repository.addMethod(MethodSpec.methodBuilder("delete")
                .addModifiers(Modifier.PUBLIC)
                .returns(record)
                .addParameters(KeysGenerator.parameters(key))
                .addParameter(conditionParameter)
                .addJavadoc("Deletes the $L with this key only if {@code $N} holds for it.\n", record.simpleName(), conditionName)
                .addJavadoc("\n@return the deleted item\n")
                .addJavadoc("@throws $T when no item has this key\n", NOT_FOUND)
                .addJavadoc("@throws $T when the condition does not hold; it carries the stored item\n", CONDITION_FAILED)
                .addStatement("return this.core.updates().delete($T.key($L), $N)", entity.keysType(), names(key), conditionName)
                .build());
    }

    /** The builder's constructor arguments: the core, then the key components (there may be none). */
    private static CodeBlock withCore(CodeBlock keyArguments) {
        return keyArguments.isEmpty()
                ? CodeBlock.of("this.core.updates()")
                : CodeBlock.of("this.core.updates(), $L", keyArguments);
    }

    private static CodeBlock expectedVersion(String variable, ComponentModel version) {
        return version.primitive()
                ? CodeBlock.of("$N.$N()", variable, version.name())
                : CodeBlock.of("$N.$N() == null ? 0L : $N.$N()", variable, version.name(), variable, version.name());
    }
}
