"""A user pool's Lambda triggers with real Python and Node functions: the events AWS sends them, what
their answers change, and AWS's errors when a function cannot be invoked, fails or answers nonsense."""

from __future__ import annotations

import io
import json
import time
import zipfile
from typing import Any

from botocore.exceptions import ClientError
from cognito_helpers import PASSWORD, claims, error_code, last_code

from labcloud.testing.server_process import LabcloudProcess

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
#: One Python function for the sign-up, sign-in and token triggers: it prints the event it gets and
#: answers by the trigger and the user's name.
PYTHON = """
import json

def handler(event, context):
    print("EVENT " + json.dumps(event))
    source = event["triggerSource"]
    name = event["userName"]
    attributes = event["request"].get("userAttributes") or {}
    if name.startswith("deny"):
        raise Exception("not welcome here")
    if name.startswith("garbage"):
        return "not an event"
    if name.startswith("badflag") and source.startswith("PreSignUp"):
        event["response"]["autoConfirmUser"] = "yes"
    if name.startswith("nocode") and source.startswith("CustomMessage"):
        event["response"]["emailMessage"] = "there is no code in this message"
        return event
    if name.startswith("failconfirm") and source.startswith("PostConfirmation"):
        raise Exception("confirmation refused")
    if source.startswith("PreSignUp") and attributes.get("email", "").endswith("@auto.example"):
        event["response"]["autoConfirmUser"] = True
        event["response"]["autoVerifyEmail"] = True
    if source.startswith("CustomMessage"):
        event["response"]["emailSubject"] = "Welcome to the lab"
        event["response"]["emailMessage"] = "Hello, your code is " + event["request"]["codeParameter"]
    if source.startswith("TokenGeneration") and event["version"] == "1":
        event["response"]["claimsOverrideDetails"] = {
            "claimsToAddOrOverride": {"tenant": "blue", "iss": "https://evil.example"},
            "claimsToSuppress": ["email"],
            "groupOverrideDetails": {"groupsToOverride": ["admins", "staff"], "preferredRole": None},
        }
    if source.startswith("TokenGeneration") and event["version"] == "2":
        event["response"]["claimsAndScopeOverrideDetails"] = {
            "idTokenGeneration": {"claimsToAddOrOverride": {"tenant": "green"}},
            "accessTokenGeneration": {
                "claimsToAddOrOverride": {"plan": "gold"},
                "scopesToAdd": ["orders/read"],
            },
        }
    return event
"""
#: The custom auth flow in Node (as AWS's samples write it): one question, whose answer is "42".
NODE = """
exports.handler = async (event) => {
  console.log("EVENT " + JSON.stringify(event));
  const source = event.triggerSource;
  if (source === "DefineAuthChallenge_Authentication") {
    const session = event.request.session;
    if (event.userName.startsWith("srp")) {
      event.response.challengeName = "SRP_A";
    } else if (event.userName.startsWith("odd")) {
      event.response.challengeName = "RIDDLE";
    } else if (session.length > 0 && session[session.length - 1].challengeResult === true) {
      event.response.issueTokens = true;
      event.response.failAuthentication = false;
    } else if (session.length >= 3) {
      event.response.issueTokens = false;
      event.response.failAuthentication = true;
    } else {
      event.response.issueTokens = false;
      event.response.failAuthentication = false;
      event.response.challengeName = "CUSTOM_CHALLENGE";
    }
  } else if (source === "CreateAuthChallenge_Authentication") {
    event.response.publicChallengeParameters = { question: "six times seven?" };
    event.response.privateChallengeParameters = { answer: "42" };
    event.response.challengeMetadata = "QUESTION-" + event.request.session.length;
  } else if (source === "VerifyAuthChallengeResponse_Authentication") {
    event.response.answerCorrect =
      event.request.privateChallengeParameters.answer === event.request.challengeAnswer;
  }
  return event;
};
"""
ALL_FLOWS = [
    "ALLOW_USER_PASSWORD_AUTH",
    "ALLOW_ADMIN_USER_PASSWORD_AUTH",
    "ALLOW_REFRESH_TOKEN_AUTH",
    "ALLOW_CUSTOM_AUTH",
]


def _role(labcloud: LabcloudProcess) -> str:
    iam = labcloud.boto3_client("iam")
    try:
        return str(iam.get_role(RoleName="trigger-role")["Role"]["Arn"])
    except iam.exceptions.NoSuchEntityException:
        made = iam.create_role(RoleName="trigger-role", AssumeRolePolicyDocument=json.dumps(TRUST))
        iam.attach_role_policy(
            RoleName="trigger-role",
            PolicyArn="arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole",
        )
        return str(made["Role"]["Arn"])


def _function(
    labcloud: LabcloudProcess, name: str, code: str = PYTHON, runtime: str = "python3.12", timeout: int = 3
) -> str:
    buffer = io.BytesIO()
    node = runtime.startswith("nodejs")
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("index.js" if node else "app.py", code)
    lam = labcloud.boto3_client("lambda")
    arn: str = lam.create_function(
        FunctionName=name,
        Runtime=runtime,
        Role=_role(labcloud),
        Handler="index.handler" if node else "app.handler",
        Code={"ZipFile": buffer.getvalue()},
        Timeout=timeout,
    )["FunctionArn"]
    lam.get_waiter("function_active_v2").wait(FunctionName=name)
    return arn


def _allow(labcloud: LabcloudProcess, function: str, pool_id: str) -> None:
    labcloud.boto3_client("lambda").add_permission(
        FunctionName=function,
        StatementId=f"cognito-{pool_id}",
        Action="lambda:InvokeFunction",
        Principal="cognito-idp.amazonaws.com",
        SourceArn=f"arn:aws:cognito-idp:us-east-1:000000000000:userpool/{pool_id}",
    )


def _pool(
    idp: Any, labcloud: LabcloudProcess, config: dict[str, Any], *, allow: bool = True
) -> tuple[str, str]:
    pool_id = idp.create_user_pool(
        PoolName="triggered", AutoVerifiedAttributes=["email"], LambdaConfig=config
    )["UserPool"]["Id"]
    if allow:
        arns = {v for v in config.values() if isinstance(v, str)}
        arns |= {v["LambdaArn"] for v in config.values() if isinstance(v, dict)}
        for arn in arns:
            _allow(labcloud, arn, pool_id)
    client_id = idp.create_user_pool_client(
        UserPoolId=pool_id, ClientName="app", ExplicitAuthFlows=ALL_FLOWS
    )["UserPoolClient"]["ClientId"]
    return pool_id, client_id


def _wait_for(check: Any, timeout: float = 30.0) -> Any:
    """Poll ``check`` until it answers something truthy (a bound on waiting, not a timing assertion)."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.1)


def _events(labcloud: LabcloudProcess, function: str) -> list[dict[str, Any]]:
    """The events the function printed, from its log group (as any invocation is logged): once every
    invocation Cognito published has reached it."""
    invoked = labcloud.get("/_labcloud/events?kind=cognito.trigger.invoked")["events"]
    expected = sum(1 for e in invoked if e["data"]["function"].endswith(f":function:{function}"))
    logs = labcloud.boto3_client("logs")

    def printed() -> list[dict[str, Any]]:
        try:
            found = logs.filter_log_events(logGroupName=f"/aws/lambda/{function}")["events"]
        except ClientError:
            return []
        out = []
        for entry in found:
            text = entry["message"]
            if text.startswith("EVENT ") or "\tEVENT " in text:
                out.append(json.loads(text[text.index("EVENT ") + 6 :]))
        return out if len(out) >= expected else []

    found: list[dict[str, Any]] = _wait_for(printed)
    assert found, f"the log group of {function} has fewer events than its {expected} invocations"
    return found


def _sources(labcloud: LabcloudProcess, function: str) -> list[str]:
    return [e["triggerSource"] for e in _events(labcloud, function)]


def _sign_in(idp: Any, client_id: str, username: str) -> dict[str, Any]:
    result: dict[str, Any] = idp.initiate_auth(
        ClientId=client_id,
        AuthFlow="USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": username, "PASSWORD": PASSWORD},
    )
    return result


def test_lambda_config_is_kept_and_described(idp: Any) -> None:
    arn = "arn:aws:lambda:us-east-1:000000000000:function:does-not-exist"
    pool_id = idp.create_user_pool(PoolName="p", LambdaConfig={"PreSignUp": arn, "PreTokenGeneration": arn})[
        "UserPool"
    ]["Id"]
    config = idp.describe_user_pool(UserPoolId=pool_id)["UserPool"]["LambdaConfig"]
    assert config == {
        "PreSignUp": arn,
        "PreTokenGeneration": arn,
        "PreTokenGenerationConfig": {"LambdaVersion": "V1_0", "LambdaArn": arn},
    }
    idp.update_user_pool(
        UserPoolId=pool_id,
        LambdaConfig={
            "PostConfirmation": arn,
            "PreTokenGenerationConfig": {"LambdaVersion": "V2_0", "LambdaArn": arn},
        },
    )
    config = idp.describe_user_pool(UserPoolId=pool_id)["UserPool"]["LambdaConfig"]
    assert config == {
        "PostConfirmation": arn,
        "PreTokenGeneration": arn,
        "PreTokenGenerationConfig": {"LambdaVersion": "V2_0", "LambdaArn": arn},
    }
    listed = idp.list_user_pools(MaxResults=10)["UserPools"]
    assert [p["LambdaConfig"] for p in listed if p["Id"] == pool_id] == [config]
    # an update without LambdaConfig removes the triggers, as on AWS
    idp.update_user_pool(UserPoolId=pool_id)
    assert idp.describe_user_pool(UserPoolId=pool_id)["UserPool"]["LambdaConfig"] == {}


def test_lambda_config_refusals(idp: Any) -> None:
    arn = "arn:aws:lambda:us-east-1:000000000000:function:f"
    other = "arn:aws:lambda:us-east-1:000000000000:function:g"
    code, message = error_code(
        idp.create_user_pool,
        PoolName="p",
        LambdaConfig={
            "CustomEmailSender": {"LambdaVersion": "V1_0", "LambdaArn": arn},
            "KMSKeyID": "arn:aws:kms:us-east-1:000000000000:key/k",
        },
    )
    # the custom senders run (test_cognito_custom_sender.py): a key that does not exist is refused
    assert code == "InvalidParameterException" and "NotFoundException" in message
    code, message = error_code(
        idp.create_user_pool,
        PoolName="p",
        LambdaConfig={"InboundFederation": {"LambdaVersion": "V1_0", "LambdaArn": arn}},
    )
    assert code == "InvalidParameterException" and "InboundFederation" in message
    code, _ = error_code(
        idp.create_user_pool, PoolName="p", LambdaConfig={"PreSignUp": "arn:aws:sqs:us-east-1:0:q"}
    )
    assert code == "InvalidParameterException"
    code, _ = error_code(
        idp.create_user_pool,
        PoolName="p",
        LambdaConfig={
            "PreTokenGeneration": arn,
            "PreTokenGenerationConfig": {"LambdaVersion": "V2_0", "LambdaArn": other},
        },
    )
    assert code == "InvalidParameterException"
    code, _ = error_code(
        idp.create_user_pool,
        PoolName="p",
        UserPoolTier="LITE",
        LambdaConfig={"PreTokenGenerationConfig": {"LambdaVersion": "V2_0", "LambdaArn": arn}},
    )
    assert code == "FeatureUnavailableInTierException"


def test_pre_sign_up_post_confirmation_and_custom_message(labcloud: LabcloudProcess, idp: Any) -> None:
    fn = _function(labcloud, "signup-trigger")
    pool_id, client_id = _pool(idp, labcloud, {"PreSignUp": fn, "PostConfirmation": fn, "CustomMessage": fn})
    # auto-confirmed and auto-verified by the function: no code, no PostConfirmation
    answer = idp.sign_up(
        ClientId=client_id,
        Username="auto",
        Password=PASSWORD,
        UserAttributes=[{"Name": "email", "Value": "auto@auto.example"}],
        ValidationData=[{"Name": "invite", "Value": "yes"}],
        ClientMetadata={"source": "test"},
    )
    assert answer["UserConfirmed"] is True and "CodeDeliveryDetails" not in answer
    user = idp.admin_get_user(UserPoolId=pool_id, Username="auto")
    assert user["UserStatus"] == "CONFIRMED"
    assert {"Name": "email_verified", "Value": "true"} in user["UserAttributes"]
    event = _events(labcloud, "signup-trigger")[0]
    assert event["triggerSource"] == "PreSignUp_SignUp"
    assert event["version"] == "1" and event["region"] == "us-east-1" and event["userPoolId"] == pool_id
    assert event["userName"] == "auto"
    assert event["callerContext"] == {"awsSdkVersion": "aws-sdk-unknown-unknown", "clientId": client_id}
    assert event["request"] == {
        "userAttributes": {"email": "auto@auto.example"},
        "validationData": {"invite": "yes"},
        "clientMetadata": {"source": "test"},
    }
    # an ordinary sign-up: the code goes out in the CustomMessage trigger's message
    answer = idp.sign_up(
        ClientId=client_id,
        Username="bob",
        Password=PASSWORD,
        UserAttributes=[{"Name": "email", "Value": "bob@example.com"}],
    )
    assert answer["UserConfirmed"] is False and answer["CodeDeliveryDetails"]["DeliveryMedium"] == "EMAIL"
    code = last_code(labcloud, "bob")
    sent = [
        e["data"]
        for e in labcloud.get("/_labcloud/events?kind=cognito.user.code_sent")["events"]
        if e["data"]["username"] == "bob"
    ][-1]
    assert (
        sent["email_message"] == f"Hello, your code is {code}"
        and sent["email_subject"] == "Welcome to the lab"
    )
    idp.confirm_sign_up(ClientId=client_id, Username="bob", ConfirmationCode=code)
    assert _sources(labcloud, "signup-trigger") == [
        "PreSignUp_SignUp",
        "PreSignUp_SignUp",
        "CustomMessage_SignUp",
        "PostConfirmation_ConfirmSignUp",
    ]
    confirmation = _events(labcloud, "signup-trigger")[-1]
    assert confirmation["request"]["userAttributes"]["cognito:user_status"] == "CONFIRMED"
    assert confirmation["request"]["userAttributes"]["email_verified"] == "true"
    # admin operations: their own trigger sources, no client
    idp.admin_create_user(UserPoolId=pool_id, Username="carol", MessageAction="SUPPRESS")
    idp.sign_up(ClientId=client_id, Username="dave", Password=PASSWORD)
    idp.admin_confirm_sign_up(UserPoolId=pool_id, Username="dave")
    events = _events(labcloud, "signup-trigger")
    admin_create = [e for e in events if e["triggerSource"] == "PreSignUp_AdminCreateUser"]
    assert admin_create and admin_create[0]["callerContext"]["clientId"] == "CLIENT_ID_NOT_APPLICABLE"
    assert (
        events[-1]["triggerSource"] == "PostConfirmation_ConfirmSignUp" and events[-1]["userName"] == "dave"
    )
    invoked = labcloud.get("/_labcloud/events?kind=cognito.trigger.invoked")["events"]
    assert {e["data"]["trigger"] for e in invoked} == {"PreSignUp", "CustomMessage", "PostConfirmation"}
    assert {e["data"]["outcome"] for e in invoked} == {"ok"}
    # the view's map draws the pool's triggers, with the last minute's invocations
    drawn = [e for e in labcloud.get("/_labcloud/map")["edges"] if e["kind"] == "cognito-trigger"]
    assert [(e["to"], e["label"]) for e in drawn] == [(fn, "PreSignUp, PostConfirmation, CustomMessage")]
    assert drawn[0]["traffic"]["invocations"] >= 6 and drawn[0]["traffic"]["errors"] == 0


def test_trigger_failures_answer_aws_errors(labcloud: LabcloudProcess, idp: Any) -> None:
    fn = _function(labcloud, "failing-trigger")
    pool_id, client_id = _pool(idp, labcloud, {"PreSignUp": fn})
    code, message = error_code(idp.sign_up, ClientId=client_id, Username="deny-me", Password=PASSWORD)
    assert (code, message) == (
        "UserLambdaValidationException",
        "PreSignUp failed with error not welcome here.",
    )
    code, message = error_code(idp.sign_up, ClientId=client_id, Username="garbage", Password=PASSWORD)
    assert (code, message) == ("InvalidLambdaResponseException", "Unrecognizable lambda output")
    # nothing was created by a refused sign-up
    code, _ = error_code(idp.admin_get_user, UserPoolId=pool_id, Username="deny-me")
    assert code == "UserNotFoundException"
    code, message = error_code(idp.admin_create_user, UserPoolId=pool_id, Username="deny-admin")
    assert (code, message) == (
        "UserLambdaValidationException",
        "PreSignUp failed with error not welcome here.",
    )
    invoked = labcloud.get("/_labcloud/events?kind=cognito.trigger.invoked")["events"]
    assert [e["data"]["outcome"] for e in invoked] == [
        "UserLambdaValidationException",
        "InvalidLambdaResponseException",
        "UserLambdaValidationException",
    ]


def test_a_function_cognito_may_not_invoke_or_that_does_not_exist(
    labcloud: LabcloudProcess, idp: Any
) -> None:
    fn = _function(labcloud, "unpermitted-trigger")
    _, client_id = _pool(idp, labcloud, {"PreSignUp": fn}, allow=False)
    code, message = error_code(idp.sign_up, ClientId=client_id, Username="alice", Password=PASSWORD)
    assert (code, message) == (
        "UnexpectedLambdaException",
        "PreSignUp invocation failed due to error AccessDeniedException.",
    )
    # a function that does not exist is accepted in LambdaConfig; the sign-in that runs it fails
    missing = "arn:aws:lambda:us-east-1:000000000000:function:not-there"
    pool_id, client_id = _pool(idp, labcloud, {"PreAuthentication": missing}, allow=False)
    idp.sign_up(ClientId=client_id, Username="alice", Password=PASSWORD)
    idp.admin_confirm_sign_up(UserPoolId=pool_id, Username="alice")
    code, message = error_code(_sign_in, idp, client_id, "alice")
    assert code == "UnexpectedLambdaException"
    assert message.startswith("PreAuthentication invocation failed due to error ")


def test_sign_in_triggers_and_pre_token_generation_v1(labcloud: LabcloudProcess, idp: Any) -> None:
    fn = _function(labcloud, "signin-trigger")
    pool_id, client_id = _pool(
        idp, labcloud, {"PreAuthentication": fn, "PostAuthentication": fn, "PreTokenGeneration": fn}
    )
    idp.admin_create_user(
        UserPoolId=pool_id,
        Username="alice",
        MessageAction="SUPPRESS",
        UserAttributes=[{"Name": "email", "Value": "alice@example.com"}],
    )
    idp.admin_set_user_password(UserPoolId=pool_id, Username="alice", Password=PASSWORD, Permanent=True)
    reader_role = "arn:aws:iam::000000000000:role/readers"
    idp.create_group(UserPoolId=pool_id, GroupName="readers", RoleArn=reader_role, Precedence=1)
    idp.admin_add_user_to_group(UserPoolId=pool_id, Username="alice", GroupName="readers")
    result = _sign_in(idp, client_id, "alice")["AuthenticationResult"]
    id_claims = claims(result["IdToken"])
    assert id_claims["tenant"] == "blue" and "email" not in id_claims
    assert id_claims["iss"].endswith(pool_id)  # a claim the trigger may not change
    assert id_claims["cognito:groups"] == ["admins", "staff"]
    access = claims(result["AccessToken"])
    assert access["cognito:groups"] == ["admins", "staff"] and "tenant" not in access
    assert _sources(labcloud, "signin-trigger") == [
        "PreAuthentication_Authentication",
        "PostAuthentication_Authentication",
        "TokenGeneration_Authentication",
    ]
    token_event = _events(labcloud, "signin-trigger")[-1]
    assert token_event["request"]["groupConfiguration"] == {
        "groupsToOverride": ["readers"],
        "iamRolesToOverride": [reader_role],
        "preferredRole": reader_role,
    }
    # the groups' roles stay in the ID token when the answer does not override them
    assert id_claims["cognito:roles"] == [reader_role] and id_claims["cognito:preferred_role"] == reader_role
    assert token_event["response"] == {"claimsOverrideDetails": None}
    refreshed = idp.initiate_auth(
        ClientId=client_id,
        AuthFlow="REFRESH_TOKEN_AUTH",
        AuthParameters={"REFRESH_TOKEN": result["RefreshToken"]},
    )["AuthenticationResult"]
    assert claims(refreshed["IdToken"])["tenant"] == "blue"
    assert _sources(labcloud, "signin-trigger")[-1] == "TokenGeneration_RefreshTokens"
    # a PreAuthentication function that fails refuses the sign-in
    idp.admin_create_user(UserPoolId=pool_id, Username="deny-bob", MessageAction="SUPPRESS")
    idp.admin_set_user_password(UserPoolId=pool_id, Username="deny-bob", Password=PASSWORD, Permanent=True)
    code, message = error_code(_sign_in, idp, client_id, "deny-bob")
    assert (code, message) == (
        "UserLambdaValidationException",
        "PreAuthentication failed with error not welcome here.",
    )


def test_pre_token_generation_v2_customizes_the_access_token(labcloud: LabcloudProcess, idp: Any) -> None:
    fn = _function(labcloud, "token-v2")
    pool_id, client_id = _pool(
        idp, labcloud, {"PreTokenGenerationConfig": {"LambdaVersion": "V2_0", "LambdaArn": fn}}
    )
    idp.admin_create_user(UserPoolId=pool_id, Username="alice", MessageAction="SUPPRESS")
    idp.admin_set_user_password(UserPoolId=pool_id, Username="alice", Password=PASSWORD, Permanent=True)
    result = idp.admin_initiate_auth(
        UserPoolId=pool_id,
        ClientId=client_id,
        AuthFlow="ADMIN_USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": "alice", "PASSWORD": PASSWORD},
    )["AuthenticationResult"]
    access = claims(result["AccessToken"])
    assert access["plan"] == "gold"
    assert access["scope"] == "aws.cognito.signin.user.admin orders/read"
    assert claims(result["IdToken"])["tenant"] == "green"
    event = _events(labcloud, "token-v2")[-1]
    assert event["version"] == "2" and event["request"]["scopes"] == ["aws.cognito.signin.user.admin"]


def test_custom_auth_flow_with_a_node_function(labcloud: LabcloudProcess, idp: Any) -> None:
    fn = _function(labcloud, "custom-auth", NODE, "nodejs20.x")
    pool_id, client_id = _pool(
        idp,
        labcloud,
        {"DefineAuthChallenge": fn, "CreateAuthChallenge": fn, "VerifyAuthChallengeResponse": fn},
    )
    idp.admin_create_user(UserPoolId=pool_id, Username="alice", MessageAction="SUPPRESS")
    idp.admin_set_user_password(UserPoolId=pool_id, Username="alice", Password=PASSWORD, Permanent=True)
    started = idp.initiate_auth(
        ClientId=client_id, AuthFlow="CUSTOM_AUTH", AuthParameters={"USERNAME": "alice"}
    )
    assert started["ChallengeName"] == "CUSTOM_CHALLENGE"
    assert started["ChallengeParameters"] == {"question": "six times seven?", "USERNAME": "alice"}
    wrong = idp.respond_to_auth_challenge(
        ClientId=client_id,
        ChallengeName="CUSTOM_CHALLENGE",
        Session=started["Session"],
        ChallengeResponses={"USERNAME": "alice", "ANSWER": "41"},
    )
    assert wrong["ChallengeName"] == "CUSTOM_CHALLENGE"
    # a session is used once
    code, _ = error_code(
        idp.respond_to_auth_challenge,
        ClientId=client_id,
        ChallengeName="CUSTOM_CHALLENGE",
        Session=started["Session"],
        ChallengeResponses={"USERNAME": "alice", "ANSWER": "42"},
    )
    assert code == "NotAuthorizedException"
    done = idp.respond_to_auth_challenge(
        ClientId=client_id,
        ChallengeName="CUSTOM_CHALLENGE",
        Session=wrong["Session"],
        ChallengeResponses={"USERNAME": "alice", "ANSWER": "42"},
    )
    assert claims(done["AuthenticationResult"]["IdToken"])["cognito:username"] == "alice"
    events = _events(labcloud, "custom-auth")
    last_define = [e for e in events if e["triggerSource"] == "DefineAuthChallenge_Authentication"][-1]
    assert last_define["request"]["session"] == [
        {"challengeName": "CUSTOM_CHALLENGE", "challengeResult": False, "challengeMetadata": "QUESTION-0"},
        {"challengeName": "CUSTOM_CHALLENGE", "challengeResult": True, "challengeMetadata": "QUESTION-1"},
    ]
    verify = [e for e in events if e["triggerSource"] == "VerifyAuthChallengeResponse_Authentication"][0]
    assert verify["request"]["privateChallengeParameters"] == {"answer": "42"}
    assert verify["request"]["challengeAnswer"] == "41"
    # three wrong answers: the define function fails the sign-in
    session = idp.initiate_auth(
        ClientId=client_id, AuthFlow="CUSTOM_AUTH", AuthParameters={"USERNAME": "alice"}
    )["Session"]
    for attempt in range(3):
        responses = {"USERNAME": "alice", "ANSWER": "no"}
        if attempt < 2:
            session = idp.respond_to_auth_challenge(
                ClientId=client_id,
                ChallengeName="CUSTOM_CHALLENGE",
                Session=session,
                ChallengeResponses=responses,
            )["Session"]
        else:
            code, _ = error_code(
                idp.respond_to_auth_challenge,
                ClientId=client_id,
                ChallengeName="CUSTOM_CHALLENGE",
                Session=session,
                ChallengeResponses=responses,
            )
            assert code == "NotAuthorizedException"


def test_custom_auth_needs_its_triggers(labcloud: LabcloudProcess, idp: Any) -> None:
    pool_id = idp.create_user_pool(PoolName="plain")["UserPool"]["Id"]
    client_id = idp.create_user_pool_client(
        UserPoolId=pool_id, ClientName="app", ExplicitAuthFlows=ALL_FLOWS
    )["UserPoolClient"]["ClientId"]
    code, message = error_code(
        idp.initiate_auth, ClientId=client_id, AuthFlow="CUSTOM_AUTH", AuthParameters={"USERNAME": "alice"}
    )
    assert (code, message) == (
        "InvalidParameterException",
        "Custom auth lambda trigger is not configured for the user pool.",
    )


def test_lambda_config_with_the_aws_cli(labcloud: LabcloudProcess) -> None:
    arn = "arn:aws:lambda:us-east-1:000000000000:function:cli-trigger"
    made = labcloud.aws_json(
        "cognito-idp",
        "create-user-pool",
        "--pool-name",
        "cli",
        "--lambda-config",
        f"PreSignUp={arn},PostConfirmation={arn}",
    )
    pool_id = made["UserPool"]["Id"]
    described = labcloud.aws_json("cognito-idp", "describe-user-pool", "--user-pool-id", pool_id)
    assert described["UserPool"]["LambdaConfig"] == {"PreSignUp": arn, "PostConfirmation": arn}
    failed = labcloud.aws(
        "cognito-idp",
        "create-user-pool",
        "--pool-name",
        "cli2",
        "--lambda-config",
        f"CustomSMSSender={{LambdaVersion=V1_0,LambdaArn={arn}}}",
        check=False,
    )
    assert failed.returncode != 0 and "InvalidParameterException" in failed.stderr
    # a real function wired with the CLI alone: the permission, the pool's trigger, a refused sign-up
    fn = _function(labcloud, "cli-real-trigger")
    pool_id = labcloud.aws_json(
        "cognito-idp", "create-user-pool", "--pool-name", "cli3", "--lambda-config", f"PreSignUp={fn}"
    )["UserPool"]["Id"]
    labcloud.aws(
        "lambda",
        "add-permission",
        "--function-name",
        fn,
        "--statement-id",
        "cognito",
        "--action",
        "lambda:InvokeFunction",
        "--principal",
        "cognito-idp.amazonaws.com",
        "--source-arn",
        f"arn:aws:cognito-idp:us-east-1:000000000000:userpool/{pool_id}",
    )
    client_id = labcloud.aws_json(
        "cognito-idp", "create-user-pool-client", "--user-pool-id", pool_id, "--client-name", "cli"
    )["UserPoolClient"]["ClientId"]
    refused = labcloud.aws(
        "cognito-idp",
        "sign-up",
        "--client-id",
        client_id,
        "--username",
        "deny-cli",
        "--password",
        PASSWORD,
        check=False,
    )
    assert refused.returncode != 0
    assert "(UserLambdaValidationException)" in refused.stderr
    assert "PreSignUp failed with error not welcome here." in refused.stderr
    signed = labcloud.aws_json(
        "cognito-idp",
        "sign-up",
        "--client-id",
        client_id,
        "--username",
        "cli-user",
        "--password",
        PASSWORD,
        "--user-attributes",
        "Name=email,Value=cli@auto.example",
    )
    assert signed["UserConfirmed"] is True


def test_a_function_slower_than_cognito_waits(labcloud: LabcloudProcess, idp: Any) -> None:
    code = "import time\n\ndef handler(event, context):\n    time.sleep(8)\n    return event\n"
    fn = _function(labcloud, "slow-trigger", code, timeout=15)
    _, client_id = _pool(idp, labcloud, {"PreSignUp": fn})
    code_, message = error_code(idp.sign_up, ClientId=client_id, Username="alice", Password=PASSWORD)
    assert (code_, message) == (
        "UnexpectedLambdaException",
        "PreSignUp invocation failed due to error Socket timeout while invoking Lambda function.",
    )


def test_misbehaving_functions(labcloud: LabcloudProcess, idp: Any) -> None:
    fn = _function(labcloud, "strict-trigger")
    pool_id, client_id = _pool(idp, labcloud, {"PreSignUp": fn, "PostConfirmation": fn, "CustomMessage": fn})
    # a response member of the wrong type
    code, message = error_code(idp.sign_up, ClientId=client_id, Username="badflag", Password=PASSWORD)
    assert (code, message) == ("InvalidLambdaResponseException", "Unrecognizable lambda output")
    # a custom message without the code in it
    code, message = error_code(
        idp.sign_up,
        ClientId=client_id,
        Username="nocode",
        Password=PASSWORD,
        UserAttributes=[{"Name": "email", "Value": "nocode@example.com"}],
    )
    assert (code, message) == ("InvalidLambdaResponseException", "Unrecognizable lambda output")
    # a PostConfirmation function that fails leaves the user unconfirmed
    idp.sign_up(ClientId=client_id, Username="failconfirm", Password=PASSWORD)
    code, message = error_code(idp.admin_confirm_sign_up, UserPoolId=pool_id, Username="failconfirm")
    assert (code, message) == (
        "UserLambdaValidationException",
        "PostConfirmation failed with error confirmation refused.",
    )
    assert idp.admin_get_user(UserPoolId=pool_id, Username="failconfirm")["UserStatus"] == "UNCONFIRMED"
    code, _ = error_code(
        idp.confirm_sign_up,
        ClientId=client_id,
        Username="failconfirm",
        ConfirmationCode=last_code(labcloud, "failconfirm"),
    )
    assert code == "UserLambdaValidationException"


def test_admin_custom_auth_and_challenges_labcloud_does_not_run(labcloud: LabcloudProcess, idp: Any) -> None:
    fn = _function(labcloud, "custom-auth-admin", NODE, "nodejs20.x")
    pool_id, client_id = _pool(
        idp,
        labcloud,
        {"DefineAuthChallenge": fn, "CreateAuthChallenge": fn, "VerifyAuthChallengeResponse": fn},
    )
    for name in ("alice", "srp-user", "odd-user"):
        idp.admin_create_user(UserPoolId=pool_id, Username=name, MessageAction="SUPPRESS")
        idp.admin_set_user_password(UserPoolId=pool_id, Username=name, Password=PASSWORD, Permanent=True)
    started = idp.admin_initiate_auth(
        UserPoolId=pool_id, ClientId=client_id, AuthFlow="CUSTOM_AUTH", AuthParameters={"USERNAME": "alice"}
    )
    done = idp.admin_respond_to_auth_challenge(
        UserPoolId=pool_id,
        ClientId=client_id,
        ChallengeName="CUSTOM_CHALLENGE",
        Session=started["Session"],
        ChallengeResponses={"USERNAME": "alice", "ANSWER": "42"},
    )
    assert "IdToken" in done["AuthenticationResult"]
    code, message = error_code(
        idp.initiate_auth, ClientId=client_id, AuthFlow="CUSTOM_AUTH", AuthParameters={"USERNAME": "srp-user"}
    )
    assert code == "InvalidParameterException" and "SRP_A" in message
    code, message = error_code(
        idp.initiate_auth, ClientId=client_id, AuthFlow="CUSTOM_AUTH", AuthParameters={"USERNAME": "odd-user"}
    )
    assert (code, message) == ("InvalidLambdaResponseException", "Unrecognizable lambda output")
    code, _ = error_code(
        idp.respond_to_auth_challenge,
        ClientId=client_id,
        ChallengeName="CUSTOM_CHALLENGE",
        Session="not-a-session-of-this-pool-at-all",
        ChallengeResponses={"USERNAME": "alice", "ANSWER": "42"},
    )
    assert code == "NotAuthorizedException"


MIGRATION = """
import json

def handler(event, context):
    print("EVENT " + json.dumps(event))
    name = event["userName"]
    if name.startswith("legacy") and event["request"]["password"] == "Passw0rd!":
        event["response"]["userAttributes"] = {"email": name + "@example.com", "email_verified": "true"}
        event["response"]["finalUserStatus"] = "RESET_REQUIRED" if name.endswith("reset") else "CONFIRMED"
        event["response"]["messageAction"] = "SUPPRESS"
    return event
"""


def test_user_migration_on_sign_in(labcloud: LabcloudProcess, idp: Any) -> None:
    fn = _function(labcloud, "migration", MIGRATION)
    pool_id, client_id = _pool(idp, labcloud, {"UserMigration": fn})
    result = _sign_in(idp, client_id, "legacy")["AuthenticationResult"]
    assert claims(result["IdToken"])["email"] == "legacy@example.com"
    user = idp.admin_get_user(UserPoolId=pool_id, Username="legacy")
    assert user["UserStatus"] == "CONFIRMED"
    event = _events(labcloud, "migration")[0]
    assert event["triggerSource"] == "UserMigration_Authentication" and event["userName"] == "legacy"
    assert event["request"]["password"] == PASSWORD
    # the migrated user signs in again without the function
    _sign_in(idp, client_id, "legacy")
    assert len(_events(labcloud, "migration")) == 1
    code, _ = error_code(_sign_in, idp, client_id, "legacy-reset")
    assert code == "PasswordResetRequiredException"
    assert idp.admin_get_user(UserPoolId=pool_id, Username="legacy-reset")["UserStatus"] == "RESET_REQUIRED"
    code, message = error_code(_sign_in, idp, client_id, "ghost")
    assert (code, message) == ("UserNotFoundException", f"Exception migrating user in app client {client_id}")


BOUND = """
import boto3

cognito = boto3.client("cognito-idp")


def handler(event, context):
    found = cognito.admin_get_user(UserPoolId=event["userPoolId"], Username=event["userName"])
    attributes = {a["Name"]: a["Value"] for a in found["UserAttributes"]}
    fingerprint = attributes.get("custom:cert_fingerprint")
    if fingerprint:
        event["response"] = {
            "claimsAndScopeOverrideDetails": {
                "accessTokenGeneration": {"claimsToAddOrOverride": {"cnf": {"x5t#S256": fingerprint}}}
            }
        }
    return event
"""


def test_a_token_trigger_that_calls_cognito_back(labcloud: LabcloudProcess, idp: Any) -> None:
    """As AWS's certificate-bound access token pattern does: the function reads the user with AdminGetUser
    while Cognito waits for it, and binds a nested claim into the access token."""
    fn = _function(labcloud, "bound-token", BOUND)
    labcloud.boto3_client("iam").put_role_policy(
        RoleName="trigger-role",
        PolicyName="read-users",
        PolicyDocument=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [{"Effect": "Allow", "Action": "cognito-idp:AdminGetUser", "Resource": "*"}],
            }
        ),
    )
    pool_id = idp.create_user_pool(
        PoolName="bound",
        Schema=[{"Name": "cert_fingerprint", "AttributeDataType": "String", "Mutable": True}],
        LambdaConfig={"PreTokenGenerationConfig": {"LambdaVersion": "V2_0", "LambdaArn": fn}},
    )["UserPool"]["Id"]
    _allow(labcloud, fn, pool_id)
    client_id = idp.create_user_pool_client(
        UserPoolId=pool_id, ClientName="app", ExplicitAuthFlows=ALL_FLOWS
    )["UserPoolClient"]["ClientId"]
    idp.admin_create_user(
        UserPoolId=pool_id,
        Username="alice",
        MessageAction="SUPPRESS",
        UserAttributes=[{"Name": "custom:cert_fingerprint", "Value": "ab12"}],
    )
    idp.admin_set_user_password(UserPoolId=pool_id, Username="alice", Password=PASSWORD, Permanent=True)
    access = claims(_sign_in(idp, client_id, "alice")["AuthenticationResult"]["AccessToken"])
    assert access["cnf"] == {"x5t#S256": "ab12"}
