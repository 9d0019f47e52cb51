"""SES v1 (query protocol) identities and templates through boto3: verification happens at once (labcloud has
no mail), listing and paging, verification attributes, deletion; templates with rendering and their errors."""

from __future__ import annotations

from typing import Any

from ses_helpers import refused


def test_identities_verify_at_once_list_and_delete(ses: Any) -> None:
    ses.verify_email_identity(EmailAddress="sender@example.com")
    ses.verify_email_address(EmailAddress="old@example.com")
    token = ses.verify_domain_identity(Domain="Example.org")["VerificationToken"]
    assert len(token) > 20
    assert ses.verify_domain_identity(Domain="example.org")["VerificationToken"] == token  # the same identity

    assert sorted(ses.list_identities()["Identities"]) == [
        "example.org",
        "old@example.com",
        "sender@example.com",
    ]
    assert ses.list_identities(IdentityType="Domain")["Identities"] == ["example.org"]
    assert sorted(ses.list_verified_email_addresses()["VerifiedEmailAddresses"]) == [
        "old@example.com",
        "sender@example.com",
    ]
    page = ses.list_identities(MaxItems=2)
    assert len(page["Identities"]) == 2 and page["NextToken"]
    rest = ses.list_identities(MaxItems=2, NextToken=page["NextToken"])
    assert len(rest["Identities"]) == 1 and "NextToken" not in rest

    attributes = ses.get_identity_verification_attributes(
        Identities=["sender@example.com", "example.org", "unknown@example.net"]
    )["VerificationAttributes"]
    assert attributes == {
        "sender@example.com": {"VerificationStatus": "Success"},
        "example.org": {"VerificationStatus": "Success", "VerificationToken": token},
    }

    ses.delete_identity(Identity="example.org")
    ses.delete_identity(Identity="never-there.example")  # AWS answers 200 for an identity that is not there
    ses.delete_verified_email_address(EmailAddress="old@example.com")
    assert ses.list_identities()["Identities"] == ["sender@example.com"]


def test_identity_errors(ses: Any) -> None:
    code, message, status = refused(ses.verify_email_identity, EmailAddress="not-an-address")
    assert (code, status) == ("InvalidParameterValue", 400) and "Missing final '@domain'" in message
    code, _, _ = refused(ses.verify_domain_identity, Domain="not a domain")
    assert code == "InvalidParameterValue"
    code, _, _ = refused(ses.list_identities, IdentityType="Phone")  # outside the model's enum
    assert code == "ValidationException"
    code, _, _ = refused(ses.list_identities, NextToken="%%%not-a-token")
    assert code == "InvalidParameterValue"
    code, _, _ = refused(
        ses.get_identity_verification_attributes, Identities=[f"u{i}@example.com" for i in range(101)]
    )
    assert code == "InvalidParameterValue"


def test_templates_lifecycle_and_rendering(ses: Any) -> None:
    template = {
        "TemplateName": "welcome",
        "SubjectPart": "Hello {{name}}",
        "TextPart": "Dear {{name}}, your order {{order.id}}{{#if vip}} (VIP){{/if}}.",
        "HtmlPart": "<ul>{{#each items}}<li>{{this}}</li>{{/each}}</ul>",
    }
    ses.create_template(Template=template)
    assert ses.get_template(TemplateName="welcome")["Template"] == template
    listed = ses.list_templates()["TemplatesMetadata"]
    assert [t["Name"] for t in listed] == ["welcome"] and listed[0]["CreatedTimestamp"]

    data = '{"name": "Ann", "order": {"id": 7}, "vip": true, "items": ["tea", "cake"]}'
    rendered = ses.test_render_template(TemplateName="welcome", TemplateData=data)["RenderedTemplate"]
    assert "Subject: Hello Ann" in rendered
    assert "Dear Ann, your order 7 (VIP)." in rendered
    assert "<ul><li>tea</li><li>cake</li></ul>" in rendered

    ses.update_template(Template={**template, "SubjectPart": "Hi {{name}}"})
    assert ses.get_template(TemplateName="welcome")["Template"]["SubjectPart"] == "Hi {{name}}"
    ses.delete_template(TemplateName="welcome")
    ses.delete_template(TemplateName="welcome")  # v1 answers 200 again
    assert ses.list_templates()["TemplatesMetadata"] == []


def test_template_errors(ses: Any) -> None:
    ses.create_template(Template={"TemplateName": "t", "SubjectPart": "S {{a}}", "TextPart": "T"})
    code, message, _ = refused(ses.create_template, Template={"TemplateName": "t", "SubjectPart": "x"})
    assert (code, message) == ("AlreadyExists", "Template t already exists.")
    code, message, _ = refused(ses.get_template, TemplateName="missing")
    assert (code, message) == ("TemplateDoesNotExist", "Template missing does not exist.")
    code, _, _ = refused(ses.update_template, Template={"TemplateName": "missing", "SubjectPart": "x"})
    assert code == "TemplateDoesNotExist"
    code, message, _ = refused(ses.test_render_template, TemplateName="t", TemplateData="{}")
    assert (code, message) == (
        "MissingRenderingAttribute",
        "Attribute 'a' is not present in the rendering data.",
    )
    code, _, _ = refused(ses.test_render_template, TemplateName="t", TemplateData="not json")
    assert code == "InvalidRenderingParameter"
    code, _, _ = refused(ses.test_render_template, TemplateName="missing", TemplateData="{}")
    assert code == "TemplateDoesNotExist"
    code, _, _ = refused(
        ses.create_template, Template={"TemplateName": "bad", "SubjectPart": "{{#if x}}open"}
    )
    assert code == "InvalidTemplate"
    code, _, _ = refused(ses.create_template, Template={"TemplateName": "bad name!", "SubjectPart": "x"})
    assert code == "InvalidParameterValue"
    code, _, _ = refused(ses.list_templates, NextToken="%%%")
    assert code == "InvalidParameterValue"


def test_send_bounce_and_other_unserved_operations_are_refused_clearly(ses: Any) -> None:
    code, message, status = refused(
        ses.send_bounce,
        OriginalMessageId="m",
        BounceSender="postmaster@example.com",
        BouncedRecipientInfoList=[{"Recipient": "a@example.com", "BounceType": "DoesNotExist"}],
    )
    assert code == "NotImplementedException" and status == 501 and "SendBounce" in message
    code, _, _ = refused(ses.put_identity_policy, Identity="a@example.com", PolicyName="p", Policy="{}")
    assert code == "NotImplementedException"
