"""Key pairs through boto3 and the ``aws`` CLI: real RSA and ED25519 keys in the formats AWS answers, AWS's
fingerprints for created and imported keys, DescribeKeyPairs' names, ids, filters and public keys, and
EC2's error codes."""

from __future__ import annotations

import base64
import hashlib
from typing import Any

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, rsa
from ec2_helpers import code_of

from labcloud.testing.server_process import LabcloudProcess


def _colons(digest: bytes) -> str:
    return ":".join(f"{b:02x}" for b in digest)


def test_created_rsa_key_is_real_and_fingerprinted_as_aws(ec2: Any) -> None:
    made = ec2.create_key_pair(KeyName="kp-rsa")
    assert made["KeyPairId"].startswith("key-") and len(made["KeyPairId"]) == 21
    assert made["KeyMaterial"].startswith("-----BEGIN RSA PRIVATE KEY-----")
    private = serialization.load_pem_private_key(made["KeyMaterial"].encode(), password=None)
    assert isinstance(private, rsa.RSAPrivateKey) and private.key_size == 2048
    pkcs8 = private.private_bytes(
        serialization.Encoding.DER, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    assert made["KeyFingerprint"] == _colons(hashlib.sha1(pkcs8).digest())
    [listed] = ec2.describe_key_pairs(KeyNames=["kp-rsa"], IncludePublicKey=True)["KeyPairs"]
    assert "KeyMaterial" not in listed
    assert listed["KeyType"] == "rsa" and listed["KeyFingerprint"] == made["KeyFingerprint"]
    ours = private.public_key().public_bytes(
        serialization.Encoding.OpenSSH, serialization.PublicFormat.OpenSSH
    )
    assert listed["PublicKey"] == ours.decode() + " kp-rsa"
    assert code_of(lambda: ec2.create_key_pair(KeyName="kp-rsa")) == "InvalidKeyPair.Duplicate"
    ec2.delete_key_pair(KeyName="kp-rsa")
    assert code_of(lambda: ec2.describe_key_pairs(KeyNames=["kp-rsa"])) == "InvalidKeyPair.NotFound"


def test_ed25519_and_ppk_formats(ec2: Any) -> None:
    made = ec2.create_key_pair(KeyName="kp-ed", KeyType="ed25519")
    assert made["KeyMaterial"].startswith("-----BEGIN OPENSSH PRIVATE KEY-----")
    private = serialization.load_ssh_private_key(made["KeyMaterial"].encode(), password=None)
    assert isinstance(private, ed25519.Ed25519PrivateKey)
    blob = base64.b64decode(
        private.public_key()
        .public_bytes(serialization.Encoding.OpenSSH, serialization.PublicFormat.OpenSSH)
        .split()[1]
    )
    assert made["KeyFingerprint"] == base64.b64encode(hashlib.sha256(blob).digest()).decode()
    ppk = ec2.create_key_pair(KeyName="kp-ppk", KeyFormat="ppk")["KeyMaterial"]
    lines = ppk.splitlines()
    assert lines[0] == "PuTTY-User-Key-File-2: ssh-rsa"
    assert lines[1:3] == ["Encryption: none", "Comment: kp-ppk"]
    assert lines[-1].startswith("Private-MAC: ")
    types = ec2.describe_key_pairs(Filters=[{"Name": "key-type", "Values": ["ed25519"]}])["KeyPairs"]
    assert [k["KeyName"] for k in types] == ["kp-ed"]
    assert code_of(lambda: ec2.create_key_pair(KeyName="kp-x", KeyType="dsa")) == "InvalidParameterValue"
    assert code_of(lambda: ec2.create_key_pair(KeyName="kp-x", KeyFormat="der")) == "InvalidParameterValue"
    for name in ("kp-ed", "kp-ppk"):
        ec2.delete_key_pair(KeyName=name)


def test_imported_keys_and_their_fingerprints(ec2: Any) -> None:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048).public_key()
    openssh = key.public_bytes(serialization.Encoding.OpenSSH, serialization.PublicFormat.OpenSSH)
    made = ec2.import_key_pair(
        KeyName="kp-imported",
        PublicKeyMaterial=openssh + b" me@laptop",
        TagSpecifications=[{"ResourceType": "key-pair", "Tags": [{"Key": "team", "Value": "a"}]}],
    )
    der = key.public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    assert made["KeyFingerprint"] == _colons(hashlib.md5(der).digest())
    assert made["Tags"] == [{"Key": "team", "Value": "a"}]
    by_id = ec2.describe_key_pairs(KeyPairIds=[made["KeyPairId"]])["KeyPairs"][0]
    assert by_id["KeyName"] == "kp-imported" and by_id["Tags"] == [{"Key": "team", "Value": "a"}]
    tagged = ec2.describe_key_pairs(Filters=[{"Name": "tag:team", "Values": ["a"]}])["KeyPairs"]
    assert [k["KeyPairId"] for k in tagged] == [made["KeyPairId"]]
    edkey = ed25519.Ed25519PrivateKey.generate().public_key()
    pem = edkey.public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
    assert ec2.import_key_pair(KeyName="kp-ed-imported", PublicKeyMaterial=pem)["KeyFingerprint"].endswith(
        "="
    )
    assert code_of(lambda: ec2.import_key_pair(KeyName="kp-bad", PublicKeyMaterial=b"ssh-rsa nonsense")) == (
        "InvalidKey.Format"
    )
    ecdsa = ec.generate_private_key(ec.SECP256R1()).public_key()
    ecdsa_ssh = ecdsa.public_bytes(serialization.Encoding.OpenSSH, serialization.PublicFormat.OpenSSH)
    assert code_of(lambda: ec2.import_key_pair(KeyName="kp-bad", PublicKeyMaterial=ecdsa_ssh)) == (
        "InvalidKey.Format"
    )
    assert code_of(lambda: ec2.import_key_pair(KeyName="kp-imported", PublicKeyMaterial=openssh)) == (
        "InvalidKeyPair.Duplicate"
    )
    ec2.delete_key_pair(KeyPairId=made["KeyPairId"])
    ec2.delete_key_pair(KeyName="kp-ed-imported")
    assert code_of(lambda: ec2.delete_key_pair(KeyPairId=made["KeyPairId"])) == "InvalidKeyPair.NotFound"
    assert code_of(lambda: ec2.describe_key_pairs(KeyPairIds=["key-0123456789abcdef0"])) == (
        "InvalidKeyPair.NotFound"
    )
    assert code_of(lambda: ec2.describe_key_pairs(Filters=[{"Name": "colour", "Values": ["x"]}])) == (
        "InvalidParameterValue"
    )


def test_the_cli_creates_and_lists_key_pairs(labcloud: LabcloudProcess) -> None:
    aws = labcloud.aws_json
    made = aws("ec2", "create-key-pair", "--key-name", "kp-cli", "--key-type", "ed25519")
    assert made["KeyMaterial"].startswith("-----BEGIN OPENSSH PRIVATE KEY-----")
    listed = aws("ec2", "describe-key-pairs", "--key-names", "kp-cli")["KeyPairs"]
    assert [(k["KeyName"], k["KeyPairId"]) for k in listed] == [("kp-cli", made["KeyPairId"])]
    aws("ec2", "delete-key-pair", "--key-name", "kp-cli")
