"""OpenID Connect and SAML identity providers: the shapes IAM's API reference gives each operation,
the provider ARN forms, and the exact errors for duplicates, unknown ARNs and bad input."""

from __future__ import annotations

from typing import Any

from iam_api_helpers import failure

from labcloud.testing.server_process import LabcloudProcess

ACCOUNT = "000000000000"
THUMB = "9e99a48a9960b14926bb7f3b02e22da2b0ab7280"
METADATA = (
    '<?xml version="1.0"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" '
    'entityID="https://idp.example.com/saml" validUntil="2031-05-01T00:00:00Z">'
    + '<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">'
    + "<md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified</md:NameIDFormat>" * 12
    + "</md:IDPSSODescriptor></md:EntityDescriptor>"
)


def test_oidc_provider_lifecycle(iam: Any) -> None:
    created = iam.create_open_id_connect_provider(
        Url="https://token.example.com/id/ABC", ClientIDList=["sts.amazonaws.com"], ThumbprintList=[THUMB]
    )
    arn = f"arn:aws:iam::{ACCOUNT}:oidc-provider/token.example.com/id/ABC"
    assert created["OpenIDConnectProviderArn"] == arn
    assert "Tags" not in created
    got = iam.get_open_id_connect_provider(OpenIDConnectProviderArn=arn)
    got.pop("ResponseMetadata")
    # IAM answers the URL without its scheme.
    assert set(got) == {"Url", "ClientIDList", "ThumbprintList", "CreateDate"}
    assert (got["Url"], got["ClientIDList"], got["ThumbprintList"]) == (
        "token.example.com/id/ABC",
        ["sts.amazonaws.com"],
        [THUMB],
    )
    assert iam.list_open_id_connect_providers()["OpenIDConnectProviderList"] == [{"Arn": arn}]

    iam.add_client_id_to_open_id_connect_provider(OpenIDConnectProviderArn=arn, ClientID="app-1")
    iam.add_client_id_to_open_id_connect_provider(OpenIDConnectProviderArn=arn, ClientID="app-1")
    iam.remove_client_id_from_open_id_connect_provider(
        OpenIDConnectProviderArn=arn, ClientID="sts.amazonaws.com"
    )
    iam.update_open_id_connect_provider_thumbprint(OpenIDConnectProviderArn=arn, ThumbprintList=["b" * 40])
    got = iam.get_open_id_connect_provider(OpenIDConnectProviderArn=arn)
    assert (got["ClientIDList"], got["ThumbprintList"]) == (["app-1"], ["b" * 40])

    iam.tag_open_id_connect_provider(OpenIDConnectProviderArn=arn, Tags=[{"Key": "team", "Value": "a"}])
    assert iam.get_open_id_connect_provider(OpenIDConnectProviderArn=arn)["Tags"] == [
        {"Key": "team", "Value": "a"}
    ]
    assert iam.list_open_id_connect_provider_tags(OpenIDConnectProviderArn=arn)["Tags"] == [
        {"Key": "team", "Value": "a"}
    ]
    iam.untag_open_id_connect_provider(OpenIDConnectProviderArn=arn, TagKeys=["team"])
    assert iam.list_open_id_connect_provider_tags(OpenIDConnectProviderArn=arn)["Tags"] == []

    iam.delete_open_id_connect_provider(OpenIDConnectProviderArn=arn)
    assert iam.list_open_id_connect_providers()["OpenIDConnectProviderList"] == []
    assert failure(lambda: iam.get_open_id_connect_provider(OpenIDConnectProviderArn=arn)) == (
        "NoSuchEntity",
        404,
        f"OpenIDConnect Provider not found for arn {arn}",
    )


def test_oidc_provider_errors(iam: Any) -> None:
    url = "https://dup.example.com"
    tagged = iam.create_open_id_connect_provider(
        Url=url, ThumbprintList=[THUMB], Tags=[{"Key": "k", "Value": "v"}]
    )
    assert tagged["Tags"] == [{"Key": "k", "Value": "v"}]
    assert failure(lambda: iam.create_open_id_connect_provider(Url=url, ThumbprintList=[THUMB])) == (
        "EntityAlreadyExists",
        409,
        f"Provider with url {url} already exists.",
    )
    assert failure(
        lambda: iam.create_open_id_connect_provider(Url="http://plain.example.com", ThumbprintList=[THUMB])
    )[:2] == ("InvalidInput", 400)
    assert failure(
        lambda: iam.create_open_id_connect_provider(
            Url="https://many.example.com", ThumbprintList=[c * 40 for c in "abcdef"]
        )
    )[:2] == ("InvalidInput", 400)
    missing = f"arn:aws:iam::{ACCOUNT}:oidc-provider/none.example.com"
    assert failure(lambda: iam.delete_open_id_connect_provider(OpenIDConnectProviderArn=missing))[:2] == (
        "NoSuchEntity",
        404,
    )


def test_saml_provider_lifecycle(iam: Any) -> None:
    arn = iam.create_saml_provider(Name="corp-idp", SAMLMetadataDocument=METADATA)["SAMLProviderArn"]
    assert arn == f"arn:aws:iam::{ACCOUNT}:saml-provider/corp-idp"
    got = iam.get_saml_provider(SAMLProviderArn=arn)
    got.pop("ResponseMetadata")
    assert set(got) == {"SAMLProviderUUID", "SAMLMetadataDocument", "CreateDate", "ValidUntil"}
    assert got["SAMLMetadataDocument"] == METADATA
    assert got["ValidUntil"].isoformat() == "2031-05-01T00:00:00+00:00"
    listed = iam.list_saml_providers()["SAMLProviderList"]
    assert [set(p) for p in listed] == [{"Arn", "ValidUntil", "CreateDate"}]
    assert listed[0]["Arn"] == arn

    newer = METADATA.replace("2031-05-01", "2032-01-01")
    assert iam.update_saml_provider(SAMLProviderArn=arn, SAMLMetadataDocument=newer)["SAMLProviderArn"] == arn
    assert iam.get_saml_provider(SAMLProviderArn=arn)["ValidUntil"].year == 2032

    iam.tag_saml_provider(SAMLProviderArn=arn, Tags=[{"Key": "env", "Value": "lab"}])
    assert iam.list_saml_provider_tags(SAMLProviderArn=arn)["Tags"] == [{"Key": "env", "Value": "lab"}]
    iam.untag_saml_provider(SAMLProviderArn=arn, TagKeys=["env"])
    assert iam.list_saml_provider_tags(SAMLProviderArn=arn)["Tags"] == []

    assert failure(lambda: iam.create_saml_provider(Name="corp-idp", SAMLMetadataDocument=METADATA))[:2] == (
        "EntityAlreadyExists",
        409,
    )
    assert failure(
        lambda: iam.create_saml_provider(Name="broken", SAMLMetadataDocument="not xml " * 200)
    ) == ("InvalidInput", 400, "Could not parse metadata")
    iam.delete_saml_provider(SAMLProviderArn=arn)
    assert failure(lambda: iam.get_saml_provider(SAMLProviderArn=arn))[:2] == ("NoSuchEntity", 404)
    assert iam.list_saml_providers()["SAMLProviderList"] == []


def test_identity_providers_survive_restart(tmp_path: Any) -> None:
    first = LabcloudProcess(data_dir=tmp_path).start()
    try:
        iam = first.boto3_client("iam")
        arn = iam.create_open_id_connect_provider(Url="https://kept.example.com", ThumbprintList=[THUMB])[
            "OpenIDConnectProviderArn"
        ]
        saml = iam.create_saml_provider(Name="kept", SAMLMetadataDocument=METADATA)["SAMLProviderArn"]
    finally:
        first.stop()
    second = LabcloudProcess(data_dir=tmp_path).start()
    try:
        iam = second.boto3_client("iam")
        assert iam.get_open_id_connect_provider(OpenIDConnectProviderArn=arn)["Url"] == "kept.example.com"
        assert iam.get_saml_provider(SAMLProviderArn=saml)["SAMLMetadataDocument"] == METADATA
    finally:
        second.stop()
