package io.tablesmith.releasecheck;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

import org.bouncycastle.bcpg.ArmoredOutputStream;
import org.bouncycastle.bcpg.HashAlgorithmTags;
import org.bouncycastle.openpgp.PGPException;
import org.bouncycastle.openpgp.PGPSecretKey;
import org.bouncycastle.openpgp.PGPSignature;
import org.bouncycastle.openpgp.PGPSignatureGenerator;
import org.bouncycastle.openpgp.operator.bc.BcPBESecretKeyDecryptorBuilder;
import org.bouncycastle.openpgp.operator.bc.BcPGPContentSignerBuilder;
import org.bouncycastle.openpgp.operator.bc.BcPGPDigestCalculatorProvider;

/**
 * Two throwaway keys for the tests, made once per run (2048-bit RSA: a key takes a moment): the release
 * key, and another one whose signatures the check must refuse. Signs as maven-gpg-plugin's
 * BouncyCastle signer does: a detached, armored binary-document signature over SHA-512.
 */
final class TestKeys {

    static final SigningKey RELEASE = generate("release key of the tests");
    static final SigningKey OTHER = generate("some other key");

    private TestKeys() {
    }

    static Signatures releaseKeyOnly() {
        try {
            return Signatures.fromPublicKeys(RELEASE.armoredPublic());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static byte[] sign(SigningKey key, byte[] content) {
        try {
            PGPSecretKey secret = key.secretRing().getSecretKey();
            PGPSignatureGenerator generator = new PGPSignatureGenerator(
                    new BcPGPContentSignerBuilder(secret.getPublicKey().getAlgorithm(), HashAlgorithmTags.SHA512),
                    secret.getPublicKey());
            generator.init(PGPSignature.BINARY_DOCUMENT,
                    secret.extractPrivateKey(new BcPBESecretKeyDecryptorBuilder(new BcPGPDigestCalculatorProvider()).build(null)));
            generator.update(content);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (OutputStream armor = new ArmoredOutputStream(bytes)) {
                generator.generate().encode(armor);
            }
            return bytes.toByteArray();
        } catch (PGPException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static SigningKey generate(String userId) {
        try {
            return SigningKey.generateThrowaway(userId, 2048);
        } catch (PGPException e) {
            throw new IllegalStateException(e);
        }
    }
}
