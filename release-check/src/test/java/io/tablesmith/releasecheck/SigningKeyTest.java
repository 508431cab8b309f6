package io.tablesmith.releasecheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import org.bouncycastle.bcpg.SymmetricKeyAlgorithmTags;
import org.bouncycastle.openpgp.PGPPublicKey;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SigningKeyTest {

    @TempDir
    Path folder;

    @Test
    void withoutAKeyInTheEnvironmentAThrowawayKeyIsMadeThatTheSignerCanUseWithoutAPassphrase() throws Exception {
        SigningKey key = SigningKey.prepare(folder, null);

        Path secretFile = folder.resolve(SigningKey.THROWAWAY_SECRET_FILE);
        assertThat(key.throwaway()).isTrue();
        assertThat(Files.getPosixFilePermissions(secretFile)).isEqualTo(PosixFilePermissions.fromString("rw-------"));
        SigningKey read = SigningKey.fromArmored(Files.readAllBytes(secretFile));
        assertThat(read.fingerprint()).isEqualTo(key.fingerprint()).hasSize(40);
        assertThat(read.secretRing().getSecretKey().getKeyEncryptionAlgorithm()).isEqualTo(SymmetricKeyAlgorithmTags.NULL);
        PGPPublicKey publicKey = read.secretRing().getPublicKey();
        assertThat(publicKey.getBitStrength()).isEqualTo(3072);
        assertThat(publicKey.getValidSeconds()).isEqualTo(24 * 60 * 60);
        assertThat(publicKey.getUserIDs().next()).contains("throwaway key, never used for a release");
    }

    @Test
    void thePublicFileVerifiesWhatTheSecretKeySigns() throws Exception {
        SigningKey key = SigningKey.prepare(folder, null);
        byte[] content = "a jar".getBytes(StandardCharsets.UTF_8);

        Signatures signatures = Signatures.fromPublicKeys(Files.readAllBytes(folder.resolve(SigningKey.PUBLIC_FILE)));

        assertThat(signatures.problem(content, TestKeys.sign(key, content))).isEmpty();
        assertThat(signatures.problem(content, TestKeys.sign(TestKeys.OTHER, content))).isPresent();
    }

    @Test
    void aKeyFromTheEnvironmentSignsInsteadAndOnlyItsPublicPartIsWritten() throws Exception {
        Files.writeString(folder.resolve(SigningKey.THROWAWAY_SECRET_FILE), "left from an earlier build");

        SigningKey key = SigningKey.prepare(folder, new String(TestKeys.OTHER.armoredSecret(), StandardCharsets.US_ASCII));

        assertThat(key.throwaway()).isFalse();
        assertThat(key.fingerprint()).isEqualTo(TestKeys.OTHER.fingerprint());
        assertThat(folder.resolve(SigningKey.THROWAWAY_SECRET_FILE)).doesNotExist();
        assertThat(folder.resolve(SigningKey.PUBLIC_FILE)).hasBinaryContent(TestKeys.OTHER.armoredPublic());
        assertThat(Files.readString(folder.resolve(SigningKey.PUBLIC_FILE))).doesNotContain("PRIVATE KEY");
    }
}
