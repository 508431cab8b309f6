package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.tablesmith.ConditionFailedException;
import io.tablesmith.IllegalTransitionException;
import io.tablesmith.ItemEncodeException;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.StaleTransitionException;
import io.tablesmith.internal.IndexKeys;
import io.tablesmith.internal.ItemUpdate;
import io.tablesmith.internal.UpdateCore;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.IndexModel;
import io.tablesmith.processor.model.NaturalIndexModel;
import io.tablesmith.processor.model.StateMachine;
import io.tablesmith.processor.model.Template;
import io.tablesmith.processor.model.Words;
import io.tablesmith.transaction.TransactionOperation;
import io.tablesmith.transaction.TransactionalUpdate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Name>Update}, the typed update builder; {@link UpdateMethods} adds the methods
 * that start updates to {@code <Name>Repository}.
 *
 * <p>What the builder offers follows from the key design, so misuse does not compile: no setter
 * for a key component or the {@code @Version}; no plain setter for a state-machine component (only
 * its transitions); no {@code add} on a component an index key is rendered from (its new value
 * would be unknown); and components that share one index key template are set together, by one
 * method, so an index key is never rendered from a mix of new and stored values.
 */
public final class UpdateGenerator {

    private static final ClassName UPDATE_CORE = ClassName.get(UpdateCore.class);
    private static final ClassName ITEM_UPDATE = ClassName.get(ItemUpdate.class);
    private static final ClassName TRANSACTION_OPERATION = ClassName.get(TransactionOperation.class);
    private static final ClassName TRANSACTIONAL_UPDATE = ClassName.get(TransactionalUpdate.class);
    /** The exceptions the builder's and the repository's update methods document. */
    static final ClassName ILLEGAL_TRANSITION = ClassName.get(IllegalTransitionException.class);
    static final ClassName STALE_TRANSITION = ClassName.get(StaleTransitionException.class);
    static final ClassName CONDITION_FAILED = ClassName.get(ConditionFailedException.class);
    static final ClassName NOT_FOUND = ClassName.get(ItemNotFoundException.class);
    static final ClassName STALE = ClassName.get(OptimisticLockException.class);

    private final EntityModel entity;
    private final ClassName record;
    private final ClassName updateType;
    private final TypeName condition;
    private final Map<ComponentModel, StateMachine> machines = new LinkedHashMap<>();
    /** Components an update may change: neither key nor version. */
    private final List<ComponentModel> updatable = new ArrayList<>();
    /** Components (key or not) that index key templates are rendered from. */
    private final Set<ComponentModel> indexed = new LinkedHashSet<>();
    /** The fields that remember indexed components, named apart from the builder's own fields. */
    private final NameAllocator fields = new NameAllocator();
    /** The components the builder keeps: the key's (to create an item) and the indexed ones (to render index keys). */
    private final List<ComponentModel> remembered;

    public UpdateGenerator(EntityModel entity) {
        this.entity = entity;
        this.record = entity.recordType();
        this.updateType = updateType(entity);
        this.condition = ParameterizedTypeName.get(ConditionsGenerator.CONDITION, record);
        entity.stateMachines().forEach(machine -> machines.put(machine.component(), machine));
        for (ComponentModel component : entity.components()) {
            if (!entity.keyComponents().contains(component) && !entity.version().map(component::equals).orElse(false)
                    && ValueEncoding.supports(component)) {
                updatable.add(component);
            }
        }
        entity.indexes().forEach(index -> indexed.addAll(index.components()));
        List.of("updateCore", "changes", "executed").forEach(name -> fields.newName(name, name));
        // a field named like the package's first name would hide it from the qualified names of the package's types
        String packageRoot = entity.packageName().split("\\.")[0];
        fields.newName(packageRoot, packageRoot);
        remembered = entity.components().stream()
                .filter(component -> indexed.contains(component) || entity.keyComponents().contains(component)).toList();
        remembered.forEach(component -> fields.newName(component.variable(), component));
    }

    static ClassName updateType(EntityModel entity) {
        return ClassName.get(entity.packageName(), String.join("", entity.recordType().simpleNames()) + "Update");
    }

    // --- the builder ------------------------------------------------------------------------

    public JavaFile builder() {
        TypeSpec.Builder type = TypeSpec.classBuilder(updateType)
                .addAnnotation(Names.generated())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(ParameterizedTypeName.get(TRANSACTIONAL_UPDATE, record))
                .addOriginatingElement(entity.element())
                .addJavadoc("One update of a stored {@link $T}, started by {@code $L.update(...)}: typed changes, then\n",
                        record, entity.repositoryType().simpleName())
                .addJavadoc("{@link #execute()}, which sends one {@code UpdateItem} request and returns the item as it is afterwards.\n")
                .addJavadoc("<p>Index keys follow the changes in the same request; an update never creates an item, and\n")
                .addJavadoc("no expression text is written by hand. A builder is for one update and one thread.\n")
                .addField(FieldSpec.builder(ParameterizedTypeName.get(UPDATE_CORE, record), "updateCore",
                        Modifier.PRIVATE, Modifier.FINAL).build())
                .addField(FieldSpec.builder(ITEM_UPDATE, "changes", Modifier.PRIVATE, Modifier.FINAL).build());
        for (ComponentModel component : remembered) {
            boolean key = entity.keyComponents().contains(component);
            FieldSpec.Builder field = FieldSpec.builder(component.javaType(), fields.get(component), Modifier.PRIVATE);
            if (key) {
                field.addModifiers(Modifier.FINAL);
            }
            type.addField(field.build());
        }
        type.addField(FieldSpec.builder(TypeName.BOOLEAN, "executed", Modifier.PRIVATE).build());
        type.addMethod(constructor(remembered));
        for (List<ComponentModel> group : setterGroups()) {
            type.addMethod(setter(group));
        }
        InPlaceChanges changes = new InPlaceChanges(entity, updateType);
        for (ComponentModel component : updatable) {
            if (component.nullable() && !machines.containsKey(component)) {
                type.addMethod(remover(component));
            }
            if (ValueEncoding.numeric(component) && !indexed.contains(component) && InPlaceChanges.possible(component)) {
                type.addMethod(changes.adder(component));
            }
        }
        for (ComponentModel component : entity.components()) {
            if (entity.keyComponents().contains(component) || !InPlaceChanges.possible(component)) {
                continue;
            }
            if (ValueEncoding.appendable(component)) {
                type.addMethod(changes.containerChange("appendTo", "append", component, "values",
                        "Appends {@code values} to the stored {@code $L} in the database (list_append), creating it when absent;\n"
                                + "no read of the list first, so concurrent appends are never lost. An empty list changes nothing.\n"));
            }
            if (ValueEncoding.elementSet(component)) {
                type.addMethod(changes.containerChange("addTo", "addElements", component, "elements",
                        "Adds {@code elements} to the stored set {@code $L} in the database (ADD), creating it when absent.\n"
                                + "An empty set changes nothing (DynamoDB stores no empty sets).\n"));
                type.addMethod(changes.containerChange("deleteFrom", "deleteElements", component, "elements",
                        "Deletes {@code elements} from the stored set {@code $L} in the database (DELETE); a set left empty\n"
                                + "is removed, and reads back as empty. An empty set changes nothing.\n"));
            }
        }
        for (StateMachine machine : machines.values()) {
            type.addMethod(transition(machine));
            type.addMethod(transitionsFrom(machine));
        }
        type.addMethod(MethodSpec.methodBuilder("when")
                .addModifiers(Modifier.PUBLIC)
                .returns(updateType)
                .addParameter(condition, "condition")
                .addJavadoc("The update happens only if {@code condition} holds for the stored item; several are combined with AND.\n")
                .addJavadoc("\n@param condition built from {@link $T}\n", ConditionsGenerator.conditionsType(entity))
                .addJavadoc("@return this builder\n")
                .addStatement("this.changes.when(condition)")
                .addStatement("return this")
                .build());
        entity.version().ifPresent(version -> type.addMethod(MethodSpec.methodBuilder("ifVersion")
                .addModifiers(Modifier.PUBLIC)
                .returns(updateType)
                .addParameter(TypeName.LONG, "version")
                .addJavadoc("The update happens only while the stored {@code $L} is {@code version} (it is incremented either way).\n",
                        version.name())
                .addJavadoc("\n@param version the version the caller read\n@return this builder\n")
                .addStatement("this.changes.expectVersion(version)")
                .addStatement("return this")
                .build()));
        type.addMethod(CreateIfAbsentMethod.of(entity, updateType, updatable, fields::get));
        type.addMethod(execute());
        type.addMethod(toTransactionOperation());
        type.addMethod(finish());
        return UserNames.of(entity.element(), entity.components()).file(entity.packageName(), type);
    }

    private MethodSpec constructor(List<ComponentModel> remembered) {
        String core = Names.free("updateCore", entity.keyComponents());
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
                .addParameter(ParameterizedTypeName.get(UPDATE_CORE, record), core)
                .addParameters(KeysGenerator.parameters(entity.keyComponents()))
                .addStatement("this.updateCore = $N", core)
                .addStatement("this.changes = new $T($T.key($L))", ITEM_UPDATE, entity.keysType(), names(entity.keyComponents()));
        for (ComponentModel component : remembered) {
            if (entity.keyComponents().contains(component)) {
                constructor.addStatement("this.$N = $N", fields.get(component), component.variable());
            }
        }
        return constructor.build();
    }

    /**
     * The components set together: those sharing one index key template (transitively), else
     * each alone. State-machine components have no setter.
     */
    private List<List<ComponentModel>> setterGroups() {
        Map<ComponentModel, Set<ComponentModel>> groups = new LinkedHashMap<>();
        for (ComponentModel component : updatable) {
            if (!machines.containsKey(component)) {
                groups.put(component, new LinkedHashSet<>(List.of(component)));
            }
        }
        for (IndexModel index : entity.indexes()) {
            for (Template template : List.of(index.partition(), index.sort())) {
                List<ComponentModel> together = template.components().stream().filter(groups::containsKey).toList();
                for (int i = 1; i < together.size(); i++) {
                    Set<ComponentModel> merged = groups.get(together.get(0));
                    Set<ComponentModel> other = groups.get(together.get(i));
                    if (merged != other) {
                        merged.addAll(other);
                        other.forEach(member -> groups.put(member, merged));
                    }
                }
            }
        }
        List<List<ComponentModel>> ordered = new ArrayList<>();
        Set<Set<ComponentModel>> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (Set<ComponentModel> group : groups.values()) {
            if (seen.add(group)) {
                ordered.add(entity.inRecordOrder(new ArrayList<>(group), List.of()));
            }
        }
        return ordered;
    }

    private MethodSpec setter(List<ComponentModel> group) {
        String name = "set" + group.stream().map(c -> Words.capitalize(c.name())).collect(Collectors.joining("And"));
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .returns(updateType)
                .addParameters(KeysGenerator.parameters(group));
        if (group.size() == 1) {
            ComponentModel component = group.get(0);
            method.addJavadoc("Sets {@code $L}$L.\n", component.name(),
                    component.nullable() ? "; {@code null} removes it, as a record with a null component is stored without it" : "");
        } else {
            method.addJavadoc("Sets $L together: they share an index key template, which is rewritten from their new values.\n",
                    group.stream().map(c -> "{@code " + c.name() + "}").collect(Collectors.joining(" and ")))
                    .addJavadoc("A {@code null} value removes its component (and the item leaves that sparse index).\n");
        }
        indexDoc(method, group);
        method.addJavadoc("\n@return this builder\n");
        for (ComponentModel component : group) {
            if (indexed.contains(component)) {
                method.addStatement("this.$N = $N", fields.get(component), component.variable());
            }
            requireNotEmptyIndexKey(method, component);
            CodeBlock value = ValueEncoding.attributeValue(entity, component, CodeBlock.of("$N", component.variable()));
            if (component.nullable()) {
                method.addStatement("this.changes.set($S, $N == null ? null : $L)", component.attribute(), component.variable(), value);
            } else {
                method.addStatement("this.changes.set($S, $L)", component.attribute(), value);
            }
            removeFormerNames(method, component);
        }
        return method.addStatement("return this").build();
    }

    /**
     * An empty string or binary in a natural index key would make DynamoDB refuse the whole update: refused
     * before anything is sent, as the schema refuses it in a put.
     */
    private void requireNotEmptyIndexKey(MethodSpec.Builder method, ComponentModel component) {
        entity.naturalIndexes().stream()
                .filter(index -> index.components().contains(component))
                .filter(index -> component.isString() || "B".equals(NaturalIndexModel.attributeType(component)))
                .findFirst()
                .ifPresent(index -> method.addJavadoc("@throws $T when {@code $L} is empty: it keys index $L, and DynamoDB stores no empty index key\n",
                                ClassName.get(ItemEncodeException.class), component.name(), index.indexName())
                        .addStatement("$T.requireNotEmpty($T.ENTITY_TYPE, this.changes.key(), $S, $S, $N)",
                        ClassName.get(IndexKeys.class), entity.schemaType(), component.attribute(),
                        index.indexName(), component.variable()));
    }

    private void indexDoc(MethodSpec.Builder method, List<ComponentModel> components) {
        List<String> indexes = entity.indexes().stream()
                .filter(index -> index.components().stream().anyMatch(components::contains))
                .map(IndexModel::indexName).toList();
        if (!indexes.isEmpty()) {
            method.addJavadoc("Rewrites the keys of index $L in the same request; when the index also needs components this\n",
                            String.join(", ", indexes))
                    .addJavadoc("update does not set, the update requires the item to be in the index already\n")
                    .addJavadoc("({@link $T} otherwise).\n", CONDITION_FAILED);
        }
    }

    private MethodSpec remover(ComponentModel component) {
        MethodSpec.Builder method = MethodSpec.methodBuilder("remove" + Words.capitalize(component.name()))
                .addModifiers(Modifier.PUBLIC)
                .returns(updateType)
                .addJavadoc("Removes {@code $L}: the record then reads it as {@code null}.\n", component.name());
        List<String> indexes = entity.indexes().stream().filter(index -> index.components().contains(component))
                .map(IndexModel::indexName).toList();
        if (!indexes.isEmpty()) {
            method.addJavadoc("The item leaves the sparse index $L: its key attributes are removed in the same request.\n",
                    String.join(", ", indexes));
        }
        method.addJavadoc("\n@return this builder\n");
        if (indexed.contains(component)) {
            method.addStatement("this.$N = null", fields.get(component));
        }
        method.addStatement("this.changes.remove($S)", component.attribute());
        removeFormerNames(method, component);
        return method.addStatement("return this").build();
    }

    /** A renamed component's old attributes go with any change of it, so that they can never be read again. */
    private static void removeFormerNames(MethodSpec.Builder method, ComponentModel component) {
        for (String former : component.formerAttributes()) {
            method.addStatement("this.changes.remove($S)", former);
        }
    }

    private MethodSpec transition(StateMachine machine) {
        ComponentModel component = machine.component();
        String from = "from";
        String to = "to";
        String moves = transitionsFromName(machine);
        MethodSpec.Builder method = MethodSpec.methodBuilder(transitionName(machine))
                .addModifiers(Modifier.PUBLIC)
                .returns(updateType)
                .addParameter(component.javaType(), from)
                .addParameter(component.javaType(), to)
                .addJavadoc("Moves {@code $L} from {@code from} to {@code to}: the update happens only while the stored\n",
                        component.name())
                .addJavadoc("{@code $L} is {@code from}, so the database enforces the state machine.\n", component.name())
                .addJavadoc("Allowed moves: $L.\n", describe(machine));
        indexDoc(method, List.of(component));
        method.addJavadoc("\n@param from the state the caller believes the item is in\n")
                .addJavadoc("@param to the state to move to\n")
                .addJavadoc("@return this builder\n")
                .addJavadoc("@throws $T (now, before any request) when the move is not declared\n", ILLEGAL_TRANSITION)
                .addStatement("$T.requireNonNull($N, $S)", Objects.class, from, from)
                .addStatement("$T.requireNonNull($N, $S)", Objects.class, to, to)
                .beginControlFlow("if (!$N($N).contains($N))", moves, from, to)
                .addStatement("throw new $T($T.ENTITY_TYPE, this.changes.key().toString(),\n$S + $N + $S + $N\n+ $S + $N + $S + $N($N))",
                        ILLEGAL_TRANSITION, entity.schemaType(), component.name() + " may not move from ", from, " to ", to,
                        "; from ", from, " it may move to ", moves, from)
                .endControlFlow();
        if (indexed.contains(component)) {
            method.addStatement("this.$N = $N", fields.get(component), to);
        }
        return method.addStatement("this.changes.transition($S, $S, $N, $N, state -> $L, $T::$N)", component.name(),
                        component.attribute(), from, to, ValueEncoding.attributeValue(entity, component, CodeBlock.of("state")),
                        updateType, moves)
                .addStatement("return this")
                .build();
    }

    private MethodSpec transitionsFrom(StateMachine machine) {
        ComponentModel component = machine.component();
        TypeName set = ParameterizedTypeName.get(ClassName.get(Set.class), component.javaType());
        CodeBlock.Builder cases = CodeBlock.builder();
        for (Map.Entry<String, List<String>> move : machine.moves().entrySet()) {
            CodeBlock targets = move.getValue().stream()
                    .map(target -> CodeBlock.of("$T.$N", component.javaType(), target))
                    .collect(CodeBlock.joining(", "));
            cases.add("case $N -> $T.of($L);\n", move.getKey(), Set.class, targets);
        }
        cases.add("default -> $T.of();\n", Set.class);
        return MethodSpec.methodBuilder(transitionsFromName(machine))
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(set)
                .addParameter(component.javaType(), "from")
                .addJavadoc("The states {@code $L} may move to from {@code from}, as its {@code @Transition}s declare.\n",
                        component.name())
                .addJavadoc("\n@param from a state\n@return the allowed targets, possibly none\n")
                .addCode("return switch (from) {\n$>$L$<};\n", cases.build())
                .build();
    }

    private MethodSpec execute() {
        MethodSpec.Builder method = MethodSpec.methodBuilder("execute")
                .addModifiers(Modifier.PUBLIC)
                .returns(record)
                .addJavadoc("Sends the update (one {@code UpdateItem} request)$L.\n",
                        entity.version().isPresent() ? " and increments {@code " + entity.version().get().name() + "}" : "")
                .addJavadoc("\n@return the item as it is after the update\n")
                .addJavadoc("@throws $T when no item has this key\n", NOT_FOUND);
        if (entity.version().isPresent()) {
            method.addJavadoc("@throws $T when {@link #ifVersion} was given and the stored version differs\n", STALE);
        }
        if (!machines.isEmpty()) {
            method.addJavadoc("@throws $T when a transition's item is no longer in its {@code from} state\n", STALE_TRANSITION);
        }
        method.addJavadoc("@throws $T when a condition does not hold; it carries the stored item\n", CONDITION_FAILED)
                .addJavadoc("@throws IllegalStateException when the builder was executed before, or changes nothing\n");
        return method.addStatement("return this.updateCore.update(finish())").build();
    }

    /** For transactions: the same request as one operation of {@code Transaction.write(...).update(builder)}. */
    private MethodSpec toTransactionOperation() {
        return MethodSpec.methodBuilder("toTransactionOperation")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(TRANSACTION_OPERATION)
                .addJavadoc("For {@code Transaction.write(...).update(this)}: the update as one operation of a write transaction,\n")
                .addJavadoc("with the same conditions as {@link #execute()}. Uses the builder up.\n")
                .addJavadoc("\n@throws IllegalStateException when the builder was executed before, or changes nothing\n")
                .addStatement("return this.updateCore.transactItem(finish())")
                .build();
    }

    /** Marks the builder used and completes its changes (index keys), for {@code execute} or a transaction. */
    private MethodSpec finish() {
        // package-private: the async repository sends what it returns
        MethodSpec.Builder method = MethodSpec.methodBuilder("finish")
                .returns(ITEM_UPDATE)
                .beginControlFlow("if (this.executed)")
                .addStatement("throw new IllegalStateException($S)",
                        "this update was executed already; start another with " + entity.repositoryType().simpleName() + ".update")
                .endControlFlow()
                .addStatement("this.executed = true");
        for (IndexModel index : entity.indexes()) {
            if (index.components().stream().noneMatch(updatable::contains)) {
                continue;
            }
            method.addComment("Index $L follows $L", index.indexName(),
                    index.components().stream().filter(updatable::contains).map(ComponentModel::name)
                            .collect(Collectors.joining(", ")));
            method.addStatement("this.changes.index($S,\n$>$L,\n$L$<)", index.indexName(),
                    indexKey(index.partitionAttribute(), index.query() + "Partition", index.partition()),
                    indexKey(index.sortAttribute(), index.query() + "Sort", index.sort()));
        }
        return method.addStatement("return this.changes").build();
    }

    private CodeBlock indexKey(String attribute, String keysMethod, Template template) {
        List<ComponentModel> parameters = template.components();
        CodeBlock arguments = parameters.stream().map(c -> CodeBlock.of("this.$N", fields.get(c))).collect(CodeBlock.joining(", "));
        CodeBlock.Builder code = CodeBlock.builder()
                .add("$T.indexKey($S, () -> $T.$N($L)", ITEM_UPDATE, attribute, entity.keysType(), keysMethod, arguments);
        for (ComponentModel component : parameters) {
            if (updatable.contains(component)) {
                code.add(", $S", component.attribute());
            }
        }
        return code.add(")").build();
    }

    /** A change the update javadoc shows: removing an optional component, else "...". */
    String exampleChange() {
        return updatable.stream().filter(c -> !machines.containsKey(c) && !indexed.contains(c) && c.nullable()).findFirst()
                .map(c -> ".remove" + Words.capitalize(c.name()) + "()").orElse("...");
    }

    static String transitionName(StateMachine machine) {
        return "transition" + Words.capitalize(machine.component().name());
    }

    private static String transitionsFromName(StateMachine machine) {
        return machine.component().name() + "TransitionsFrom";
    }

    static String describe(StateMachine machine) {
        return machine.moves().entrySet().stream()
                .map(move -> move.getKey() + " &rarr; " + String.join(" | ", move.getValue()))
                .collect(Collectors.joining(", "));
    }

    static CodeBlock names(List<ComponentModel> components) {
        return components.stream().map(component -> CodeBlock.of("$N", component.variable())).collect(CodeBlock.joining(", "));
    }
}
