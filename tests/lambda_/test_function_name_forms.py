"""How Lambda reads FunctionName (name, partial ARN, full ARN, qualifiers, other regions) and the runtime member."""

from __future__ import annotations

from typing import Any

from lambda_helpers import make_zip
from settings_helpers import CODE, error, fn_arn

RUNTIMES = (
    "nodejs, nodejs4.3, nodejs6.10, nodejs8.10, nodejs10.x, nodejs12.x, nodejs14.x, nodejs16.x, nodejs18.x, "
    "nodejs20.x, nodejs22.x, nodejs24.x, java8, java8.al2, java11, java17, java21, java25, python2.7, python3.6, "
    "python3.7, python3.8, python3.9, python3.10, python3.11, python3.12, python3.13, python3.14, dotnetcore1.0, "
    "dotnetcore2.0, dotnetcore2.1, dotnetcore3.1, dotnet6, dotnet8, dotnet10, nodejs4.3-edge, go1.x, ruby2.5, "
    "ruby2.7, ruby3.2, ruby3.3, ruby3.4, ruby4.0, provided, provided.al2, provided.al2023, java8.al2023, "
    "java11.al2023, java17.al2023"
)


def test_name_forms(labcloud: Any, deploy: Any, lam: Any) -> None:
    deploy("forms", CODE, Publish=True)
    for form in ("forms", "000000000000:function:forms", fn_arn("forms")):
        assert lam.get_function(FunctionName=form)["Configuration"]["FunctionArn"] == fn_arn("forms")
    assert lam.get_function(FunctionName=fn_arn("forms", "1"))["Configuration"]["Version"] == "1"
    latest = lam.get_function(FunctionName="forms:$LATEST")["Configuration"]
    # asked for by qualifier, the configuration's ARN carries it
    assert (latest["Version"], latest["FunctionArn"]) == ("$LATEST", fn_arn("forms", "$LATEST"))
    lam.create_alias(FunctionName="forms", Name="live", FunctionVersion="1")
    lam.tag_resource(Resource=fn_arn("forms"), Tags={"team": "x"})
    via_alias = lam.get_function(FunctionName="forms", Qualifier="live")
    assert (via_alias["Configuration"]["Version"], via_alias["Configuration"]["FunctionArn"]) == (
        "1",
        fn_arn("forms", "live"),
    )
    assert via_alias["Tags"] == {"team": "x"}  # the function's tags, whichever qualifier is read
    assert lam.get_function_configuration(FunctionName="forms", Qualifier="1")["FunctionArn"] == fn_arn(
        "forms", "1"
    )
    assert error(lam.get_function, FunctionName="forms", Qualifier="nolias")[1] == (
        f"Function not found: {fn_arn('forms', 'nolias')}"
    )
    assert error(lam.get_function, FunctionName="forms:7") == (
        "ResourceNotFoundException",
        f"Function not found: {fn_arn('forms', '7')}",
        404,
        "User",
    )
    assert error(lam.get_function, FunctionName="forms", Qualifier="missing")[1] == (
        f"Function not found: {fn_arn('forms', 'missing')}"
    )
    assert error(lam.get_function, FunctionName="nothing") == (
        "ResourceNotFoundException",
        f"Function not found: {fn_arn('nothing')}",
        404,
        "User",
    )
    assert error(lam.get_function, FunctionName="forms:1", Qualifier="2") == (
        "InvalidParameterValueException",
        "The derived qualifier from the function name does not match the specified qualifier.",
        400,
        "User",
    )
    other_region = "arn:aws:lambda:us-west-2:000000000000:function:forms"
    for call in (lam.get_function, lam.get_function_configuration, lam.get_policy, lam.delete_function):
        assert error(call, FunctionName=other_region) == (
            "ResourceNotFoundException",
            "Functions from 'us-west-2' are not reachable in this region ('us-east-1')",
            404,
            "User",
        )
    assert error(lam.remove_permission, FunctionName=other_region, StatementId="s")[1] == (
        "Functions from 'us-west-2' are not reachable in this region ('us-east-1')"
    )
    assert error(lam.remove_permission, FunctionName="nothing", StatementId="s") == (
        "ResourceNotFoundException",
        f"No policy found for: {fn_arn('nothing')}",
        404,
        "User",
    )
    code, _, status, _ = error(lam.get_function, FunctionName="not a name!")
    assert (code, status) == ("ValidationException", 400)


def test_runtime_messages(labcloud: Any, lam: Any, role_arn: str) -> None:
    create = {
        "FunctionName": "rt",
        "Role": role_arn,
        "Handler": "app.handler",
        "Code": {"ZipFile": make_zip({"app.py": CODE})},
    }
    assert error(lam.create_function, Runtime="python9", **create) == (
        "InvalidParameterValueException",
        f"Value python9 at 'runtime' failed to satisfy constraint: Member must satisfy enum value set: [{RUNTIMES}] "
        "or be a valid ARN",
        400,
        "User",
    )
    assert error(lam.create_function, Runtime="python3.7", **create) == (
        "InvalidParameterValueException",
        "The runtime parameter of python3.7 is no longer supported for creating or updating AWS Lambda functions. "
        "We recommend you use the new runtime (python3.14) while creating or updating functions.",
        400,
        "User",
    )
    assert error(lam.create_function, Runtime="nodejs14.x", **create)[1] == (
        "The runtime parameter of nodejs14.x is no longer supported for creating or updating AWS Lambda functions. "
        "We recommend you use the new runtime (nodejs24.x) while creating or updating functions."
    )
    lam.create_function(Runtime="python3.12", **create)
    assert error(lam.update_function_configuration, FunctionName="rt", Runtime="cobol")[:2] == (
        "InvalidParameterValueException",
        f"Value cobol at 'runtime' failed to satisfy constraint: Member must satisfy enum value set: [{RUNTIMES}] "
        "or be a valid ARN",
    )


def test_create_function_name_forms(labcloud: Any, lam: Any, role_arn: str) -> None:
    create = {
        "Runtime": "python3.12",
        "Role": role_arn,
        "Handler": "app.handler",
        "Code": {"ZipFile": make_zip({"app.py": CODE})},
    }
    made = lam.create_function(FunctionName="000000000000:function:partial", **create)
    assert made["FunctionArn"] == fn_arn("partial")
    code, message, status, _ = error(lam.create_function, FunctionName="withq:1", **create)
    assert (code, status) == ("ValidationException", 400)
    assert message.startswith(
        "1 validation error detected: Value 'withq:1' at 'functionName' failed to satisfy constraint: Member must "
        "satisfy regular expression pattern: "
    )
    long_name = "n" * 65
    assert error(lam.create_function, FunctionName=long_name, **create) == (
        "InvalidParameterValueException",
        f"1 validation error detected: Value '{long_name}' at 'functionName' failed to satisfy constraint: Member "
        "must have length less than or equal to 64",
        400,
        "User",
    )
    assert error(
        lam.create_function, FunctionName="arn:aws:lambda:eu-west-1:000000000000:function:elsewhere", **create
    )[1] == ("Functions from 'eu-west-1' are not reachable in this region ('us-east-1')")


def test_published_versions_have_no_last_update_status(labcloud: Any, deploy: Any, lam: Any) -> None:
    deploy("states", CODE)
    published = lam.publish_version(FunctionName="states")
    assert (published["State"], published["StateReason"], published["StateReasonCode"]) == (
        "Pending",
        "The function is being created.",
        "Creating",
    )
    assert "LastUpdateStatus" not in published
    version = lam.get_function_configuration(FunctionName="states", Qualifier="1")
    assert version["State"] == "Active" and "LastUpdateStatus" not in version
    latest = lam.get_function_configuration(FunctionName="states")
    assert (latest["State"], latest["LastUpdateStatus"]) == ("Active", "Successful")
    again = lam.publish_version(FunctionName="states")  # nothing changed: the existing version, as it is
    assert (again["Version"], again["State"]) == ("1", "Active")
