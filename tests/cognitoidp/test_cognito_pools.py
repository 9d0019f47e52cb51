"""User pools, app clients, domains, groups and the admin user operations, with AWS's errors."""

from __future__ import annotations

from typing import Any

from cognito_helpers import PASSWORD, confirmed_user, error_code, pool_with_client

from labcloud.testing.server_process import LabcloudProcess


def test_pool_lifecycle_and_defaults(idp: Any) -> None:
    created = idp.create_user_pool(
        PoolName="orders",
        Policies={"PasswordPolicy": {"MinimumLength": 10, "RequireUppercase": True}},
        AutoVerifiedAttributes=["email"],
        UsernameAttributes=["email"],
        UserPoolTags={"team": "a"},
    )["UserPool"]
    pool_id = created["Id"]
    assert pool_id.startswith("us-east-1_") and len(pool_id) == len("us-east-1_") + 9
    assert created["Arn"] == f"arn:aws:cognito-idp:us-east-1:000000000000:userpool/{pool_id}"
    described = idp.describe_user_pool(UserPoolId=pool_id)["UserPool"]
    policy = described["Policies"]["PasswordPolicy"]
    assert policy["MinimumLength"] == 10 and policy["RequireSymbols"] is False and policy["RequireUppercase"]
    assert described["UsernameAttributes"] == ["email"] and described["MfaConfiguration"] == "OFF"
    assert described["UserPoolTags"] == {"team": "a"}
    assert any(a["Name"] == "email" for a in described["SchemaAttributes"])
    listed = idp.list_user_pools(MaxResults=60)["UserPools"]
    assert pool_id in [p["Id"] for p in listed]
    idp.update_user_pool(UserPoolId=pool_id, DeletionProtection="ACTIVE", AutoVerifiedAttributes=["email"])
    assert idp.describe_user_pool(UserPoolId=pool_id)["UserPool"]["DeletionProtection"] == "ACTIVE"
    code, _ = error_code(idp.delete_user_pool, UserPoolId=pool_id)
    assert code == "InvalidParameterException"
    idp.update_user_pool(UserPoolId=pool_id, DeletionProtection="INACTIVE")
    idp.delete_user_pool(UserPoolId=pool_id)
    code, message = error_code(idp.describe_user_pool, UserPoolId=pool_id)
    assert code == "ResourceNotFoundException" and message == f"User pool {pool_id} does not exist."


def test_unimplemented_pool_features_are_refused(idp: Any) -> None:
    code, message = error_code(
        idp.create_user_pool,
        PoolName="p",
        LambdaConfig={
            "CustomSMSSender": {
                "LambdaVersion": "V1_0",
                "LambdaArn": "arn:aws:lambda:us-east-1:000000000000:function:f",
            }
        },
    )
    assert code == "InvalidParameterException" and "CustomSMSSender" in message
    code, _ = error_code(idp.create_user_pool, PoolName="p", MfaConfiguration="ON")
    assert code == "InvalidParameterException"
    code, _ = error_code(idp.list_user_pools, MaxResults=61)
    assert code == "InvalidParameterException"


def test_operation_outside_the_table_is_not_implemented(idp: Any) -> None:
    pool_id, _ = pool_with_client(idp)
    code, _ = error_code(idp.list_identity_providers, UserPoolId=pool_id)
    assert code == "NotImplementedException"


def test_mfa_configuration_off_or_optional_only(idp: Any) -> None:
    pool_id, _ = pool_with_client(idp)
    assert idp.get_user_pool_mfa_config(UserPoolId=pool_id)["MfaConfiguration"] == "OFF"
    assert (
        idp.set_user_pool_mfa_config(UserPoolId=pool_id, MfaConfiguration="OPTIONAL")["MfaConfiguration"]
        == "OPTIONAL"
    )
    code, _ = error_code(
        idp.set_user_pool_mfa_config,
        UserPoolId=pool_id,
        MfaConfiguration="ON",
        SoftwareTokenMfaConfiguration={"Enabled": True},
    )
    assert code == "InvalidParameterException"
    assert idp.describe_user_pool(UserPoolId=pool_id)["UserPool"]["MfaConfiguration"] == "OPTIONAL"


def test_clients_with_and_without_secret(idp: Any) -> None:
    pool_id = idp.create_user_pool(PoolName="p")["UserPool"]["Id"]
    plain = idp.create_user_pool_client(UserPoolId=pool_id, ClientName="web")["UserPoolClient"]
    assert "ClientSecret" not in plain
    assert set(plain["ExplicitAuthFlows"]) == {
        "ALLOW_REFRESH_TOKEN_AUTH",
        "ALLOW_USER_SRP_AUTH",
        "ALLOW_CUSTOM_AUTH",
    }
    secret = idp.create_user_pool_client(
        UserPoolId=pool_id,
        ClientName="server",
        GenerateSecret=True,
        AccessTokenValidity=2,
        IdTokenValidity=2,
        RefreshTokenValidity=7,
        TokenValidityUnits={"AccessToken": "hours", "IdToken": "hours", "RefreshToken": "days"},
    )["UserPoolClient"]
    assert len(secret["ClientSecret"]) > 40 and secret["AccessTokenValidity"] == 2
    described = idp.describe_user_pool_client(UserPoolId=pool_id, ClientId=secret["ClientId"])[
        "UserPoolClient"
    ]
    assert described["ClientSecret"] == secret["ClientSecret"] and described["RefreshTokenValidity"] == 7
    names = [c["ClientName"] for c in idp.list_user_pool_clients(UserPoolId=pool_id)["UserPoolClients"]]
    assert sorted(names) == ["server", "web"]
    updated = idp.update_user_pool_client(
        UserPoolId=pool_id,
        ClientId=plain["ClientId"],
        ClientName="web2",
        ExplicitAuthFlows=["ALLOW_USER_PASSWORD_AUTH"],
    )["UserPoolClient"]
    assert updated["ClientName"] == "web2" and updated["ExplicitAuthFlows"] == ["ALLOW_USER_PASSWORD_AUTH"]
    code, _ = error_code(
        idp.create_user_pool_client,
        UserPoolId=pool_id,
        ClientName="x",
        AccessTokenValidity=2,
        TokenValidityUnits={"AccessToken": "days"},
    )
    assert code == "InvalidParameterException"
    idp.delete_user_pool_client(UserPoolId=pool_id, ClientId=plain["ClientId"])
    code, message = error_code(idp.describe_user_pool_client, UserPoolId=pool_id, ClientId=plain["ClientId"])
    assert code == "ResourceNotFoundException" and plain["ClientId"] in message


def test_domains(idp: Any) -> None:
    pool_id = idp.create_user_pool(PoolName="p")["UserPool"]["Id"]
    idp.create_user_pool_domain(UserPoolId=pool_id, Domain="my-app-auth")
    description = idp.describe_user_pool_domain(Domain="my-app-auth")["DomainDescription"]
    assert description["UserPoolId"] == pool_id and description["Status"] == "ACTIVE"
    assert idp.describe_user_pool(UserPoolId=pool_id)["UserPool"]["Domain"] == "my-app-auth"
    other = idp.create_user_pool(PoolName="q")["UserPool"]["Id"]
    code, _ = error_code(idp.create_user_pool_domain, UserPoolId=other, Domain="my-app-auth")
    assert code == "InvalidParameterException"
    code, _ = error_code(idp.create_user_pool_domain, UserPoolId=other, Domain="Bad_Name")
    assert code == "InvalidParameterException"
    idp.delete_user_pool_domain(UserPoolId=pool_id, Domain="my-app-auth")
    assert idp.describe_user_pool_domain(Domain="my-app-auth")["DomainDescription"] == {}


def test_resource_servers(idp: Any) -> None:
    pool_id, _ = pool_with_client(idp)
    scopes = [{"ScopeName": "read", "ScopeDescription": "reads"}]
    made = idp.create_resource_server(UserPoolId=pool_id, Identifier="orders", Name="Orders", Scopes=scopes)
    assert made["ResourceServer"] == {
        "UserPoolId": pool_id,
        "Identifier": "orders",
        "Name": "Orders",
        "Scopes": scopes,
    }
    code, _ = error_code(idp.create_resource_server, UserPoolId=pool_id, Identifier="orders", Name="again")
    assert code == "InvalidParameterException"
    idp.update_resource_server(UserPoolId=pool_id, Identifier="orders", Name="Orders v2")
    described = idp.describe_resource_server(UserPoolId=pool_id, Identifier="orders")["ResourceServer"]
    assert described["Name"] == "Orders v2" and described["Scopes"] == []
    listed = idp.list_resource_servers(UserPoolId=pool_id, MaxResults=50)["ResourceServers"]
    assert [r["Identifier"] for r in listed] == ["orders"]
    idp.delete_resource_server(UserPoolId=pool_id, Identifier="orders")
    code, _ = error_code(idp.describe_resource_server, UserPoolId=pool_id, Identifier="orders")
    assert code == "ResourceNotFoundException"


def test_threat_protection_is_kept(idp: Any) -> None:
    pool_id = idp.create_user_pool(PoolName="p", UserPoolAddOns={"AdvancedSecurityMode": "ENFORCED"})[
        "UserPool"
    ]["Id"]
    pool = idp.describe_user_pool(UserPoolId=pool_id)["UserPool"]
    assert pool["UserPoolAddOns"] == {"AdvancedSecurityMode": "ENFORCED"}


def test_admin_users_and_list_filter(idp: Any) -> None:
    pool_id, _ = pool_with_client(idp)
    made = idp.admin_create_user(
        UserPoolId=pool_id,
        Username="alice",
        TemporaryPassword="Temp0rary!",
        MessageAction="SUPPRESS",
        UserAttributes=[{"Name": "email", "Value": "alice@example.com"}, {"Name": "name", "Value": "Alice"}],
    )["User"]
    assert made["UserStatus"] == "FORCE_CHANGE_PASSWORD" and made["Enabled"]
    assert {a["Name"] for a in made["Attributes"]} == {"sub", "email", "name"}
    code, message = error_code(
        idp.admin_create_user, UserPoolId=pool_id, Username="alice", MessageAction="SUPPRESS"
    )
    assert code == "UsernameExistsException" and message == "User account already exists"
    confirmed_user(idp, pool_id, "bob", email="bob@example.com")
    got = idp.admin_get_user(UserPoolId=pool_id, Username="bob")
    assert got["UserStatus"] == "CONFIRMED" and got["Username"] == "bob"
    filtered = idp.list_users(UserPoolId=pool_id, Filter='email = "bob@example.com"')["Users"]
    assert [u["Username"] for u in filtered] == ["bob"]
    prefixed = idp.list_users(UserPoolId=pool_id, Filter='username ^= "al"')["Users"]
    assert [u["Username"] for u in prefixed] == ["alice"]
    statuses = idp.list_users(UserPoolId=pool_id, Filter='cognito:user_status = "CONFIRMED"')["Users"]
    assert [u["Username"] for u in statuses] == ["bob"]
    page = idp.list_users(UserPoolId=pool_id, Limit=1)
    assert len(page["Users"]) == 1 and page["PaginationToken"]
    rest = idp.list_users(UserPoolId=pool_id, Limit=1, PaginationToken=page["PaginationToken"])
    assert [u["Username"] for u in page["Users"] + rest["Users"]] == ["alice", "bob"]
    code, _ = error_code(idp.list_users, UserPoolId=pool_id, Filter="email = bob")
    assert code == "InvalidParameterException"
    code, _ = error_code(idp.list_users, UserPoolId=pool_id, Filter='shoe_size = "9"')
    assert code == "InvalidParameterException"
    code, _ = error_code(
        idp.admin_set_user_password, UserPoolId=pool_id, Username="bob", Password="short", Permanent=True
    )
    assert code == "InvalidPasswordException"
    idp.admin_update_user_attributes(
        UserPoolId=pool_id, Username="bob", UserAttributes=[{"Name": "name", "Value": "Bob"}]
    )
    attributes = {
        a["Name"]: a["Value"]
        for a in idp.admin_get_user(UserPoolId=pool_id, Username="bob")["UserAttributes"]
    }
    assert attributes["name"] == "Bob"
    idp.admin_delete_user(UserPoolId=pool_id, Username="bob")
    code, message = error_code(idp.admin_get_user, UserPoolId=pool_id, Username="bob")
    assert code == "UserNotFoundException" and message == "User does not exist."
    code, _ = error_code(idp.admin_delete_user, UserPoolId=pool_id, Username="bob")
    assert code == "UserNotFoundException"


def test_password_policy_reasons(idp: Any) -> None:
    pool_id, client_id = pool_with_client(idp)
    cases = {
        "Sh0rt!": "Password not long enough",
        "NOLOWER0!": "Password must have lowercase characters",
        "noupper0!": "Password must have uppercase characters",
        "NoNumbers!": "Password must have numeric characters",
        "NoSymbols0": "Password must have symbol characters",
    }
    for password, reason in cases.items():
        code, message = error_code(idp.sign_up, ClientId=client_id, Username="u", Password=password)
        assert code == "InvalidPasswordException"
        assert message == f"Password did not conform with policy: {reason}"


def test_groups_and_membership(idp: Any) -> None:
    pool_id, _ = pool_with_client(idp)
    confirmed_user(idp, pool_id)
    group = idp.create_group(UserPoolId=pool_id, GroupName="admins", Description="d", Precedence=1)["Group"]
    assert group["GroupName"] == "admins" and group["Precedence"] == 1
    code, message = error_code(idp.create_group, UserPoolId=pool_id, GroupName="admins")
    assert code == "GroupExistsException" and "admins" in message
    idp.create_group(UserPoolId=pool_id, GroupName="readers")
    idp.admin_add_user_to_group(UserPoolId=pool_id, Username="alice", GroupName="admins")
    listed = idp.admin_list_groups_for_user(UserPoolId=pool_id, Username="alice")["Groups"]
    assert [g["GroupName"] for g in listed] == ["admins"]
    members = idp.list_users_in_group(UserPoolId=pool_id, GroupName="admins")["Users"]
    assert [u["Username"] for u in members] == ["alice"]
    assert sorted(g["GroupName"] for g in idp.list_groups(UserPoolId=pool_id)["Groups"]) == [
        "admins",
        "readers",
    ]
    code, message = error_code(
        idp.admin_add_user_to_group, UserPoolId=pool_id, Username="alice", GroupName="nope"
    )
    assert code == "ResourceNotFoundException" and message == "Group not found."
    code, _ = error_code(
        idp.admin_add_user_to_group, UserPoolId=pool_id, Username="nobody", GroupName="admins"
    )
    assert code == "UserNotFoundException"
    idp.admin_remove_user_from_group(UserPoolId=pool_id, Username="alice", GroupName="admins")
    assert idp.admin_list_groups_for_user(UserPoolId=pool_id, Username="alice")["Groups"] == []
    idp.delete_group(UserPoolId=pool_id, GroupName="readers")
    code, _ = error_code(idp.get_group, UserPoolId=pool_id, GroupName="readers")
    assert code == "ResourceNotFoundException"


def test_state_survives_kill_and_restart(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        idp = server.boto3_client("cognito-idp")
        pool_id, client_id = pool_with_client(idp)
        confirmed_user(idp, pool_id)
        server.kill()
        server.start()
        fresh = server.boto3_client("cognito-idp")
        result = fresh.initiate_auth(
            ClientId=client_id,
            AuthFlow="USER_PASSWORD_AUTH",
            AuthParameters={"USERNAME": "alice", "PASSWORD": PASSWORD},
        )
        assert result["AuthenticationResult"]["IdToken"]
    finally:
        server.stop()


def test_cli_creates_a_pool_and_a_user(labcloud: LabcloudProcess) -> None:
    pool = labcloud.aws_json("cognito-idp", "create-user-pool", "--pool-name", "cli")["UserPool"]
    labcloud.aws(
        "cognito-idp",
        "admin-create-user",
        "--user-pool-id",
        pool["Id"],
        "--username",
        "carol",
        "--message-action",
        "SUPPRESS",
    )
    users = labcloud.aws_json("cognito-idp", "list-users", "--user-pool-id", pool["Id"])["Users"]
    assert [u["Username"] for u in users] == ["carol"]
    failed = labcloud.aws(
        "cognito-idp", "admin-get-user", "--user-pool-id", pool["Id"], "--username", "nobody", check=False
    )
    assert failed.returncode != 0 and "UserNotFoundException" in failed.stderr


def test_the_view_map_shows_pools_sign_ins_and_codes(labcloud: LabcloudProcess, idp: Any) -> None:
    pool_id, client_id = pool_with_client(idp)
    confirmed_user(idp, pool_id)
    idp.initiate_auth(
        ClientId=client_id,
        AuthFlow="USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": "alice", "PASSWORD": PASSWORD},
    )
    idp.sign_up(ClientId=client_id, Username="newbie", Password=PASSWORD)
    nodes = [n for n in labcloud.get("/_labcloud/map")["nodes"] if n["kind"] == "cognito.userpool"]
    assert len(nodes) == 1
    facts = nodes[0]["facts"]
    assert facts["users"] == 2 and facts["clients"] == ["app"] and facts["sign_ins_last_minute"] == 1
    assert facts["confirmation_codes"][0].startswith("newbie: ")


def test_pool_tags_by_arn(idp: Any) -> None:
    arn = idp.create_user_pool(PoolName="tagged", UserPoolTags={"team": "a"})["UserPool"]["Arn"]
    idp.tag_resource(ResourceArn=arn, Tags={"stage": "dev", "team": "b"})
    assert idp.list_tags_for_resource(ResourceArn=arn)["Tags"] == {"team": "b", "stage": "dev"}
    idp.untag_resource(ResourceArn=arn, TagKeys=["team", "absent"])
    assert idp.list_tags_for_resource(ResourceArn=arn)["Tags"] == {"stage": "dev"}
    pool_id = arn.rpartition("/")[2]
    assert idp.describe_user_pool(UserPoolId=pool_id)["UserPool"]["UserPoolTags"] == {"stage": "dev"}
    code, _ = error_code(idp.tag_resource, ResourceArn=arn, Tags={f"k{i}": "v" for i in range(50)})
    assert code == "InvalidParameterException"
    code, _ = error_code(idp.list_tags_for_resource, ResourceArn="arn:aws:sqs:us-east-1:000000000000:queue")
    assert code == "InvalidParameterException"
    for missing in (
        arn.replace(pool_id, "us-east-1_AAAAAAAAA"),
        arn.replace("000000000000", "111111111111"),
    ):
        code, message = error_code(idp.tag_resource, ResourceArn=missing, Tags={"a": "b"})
        assert code == "ResourceNotFoundException" and "does not exist" in message
    idp.delete_user_pool(UserPoolId=pool_id)
    code, _ = error_code(idp.list_tags_for_resource, ResourceArn=arn)
    assert code == "ResourceNotFoundException"
