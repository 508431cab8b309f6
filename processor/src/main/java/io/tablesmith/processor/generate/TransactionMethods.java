package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.transaction.Transaction;
import io.tablesmith.transaction.TransactionTarget;
import io.tablesmith.transaction.TransactionalRepository;
import javax.lang.model.element.Modifier;

/**
 * What makes {@code <Name>Repository} usable in a {@code Transaction}: it implements
 * {@code TransactionalRepository<Name>} and its {@code transactionTarget()} hands the
 * transaction the repository's table, schema and {@code @Version} handling.
 */
final class TransactionMethods {

    static final ClassName TRANSACTIONAL = ClassName.get(TransactionalRepository.class);
    static final ClassName TARGET = ClassName.get(TransactionTarget.class);
    static final ClassName TRANSACTION = ClassName.get(Transaction.class);

    private final EntityModel entity;

    TransactionMethods(EntityModel entity) {
        this.entity = entity;
    }

    /** {@code TransactionalRepository<Name>}, for the repository's {@code implements} clause. */
    TypeName superinterface() {
        return ParameterizedTypeName.get(TRANSACTIONAL, entity.recordType());
    }

    MethodSpec transactionTarget() {
        MethodSpec.Builder method = MethodSpec.methodBuilder("transactionTarget")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(TARGET, entity.recordType()))
                .addJavadoc("Access pattern: transactions. What a {@link $T} needs to write and read $L items\n",
                        TRANSACTION, entity.recordType().simpleName())
                .addJavadoc("in this repository's table: pass the repository itself, e.g.\n")
                .addJavadoc("{@code Transaction.write(client).create(repository, record).execute()}.\n");
        entity.version().ifPresent(version -> method
                .addJavadoc("Writes in a transaction check and advance {@code $L} as this repository's do: a {@code put} of a\n",
                        version.name())
                .addJavadoc("record at version 0 only where no item has its key, of a record at version v only over the stored\n")
                .addJavadoc("item at version v (never where it was deleted), stored at v + 1.\n"));
        return method.addStatement("return this.core.transactionTarget()").build();
    }
}
