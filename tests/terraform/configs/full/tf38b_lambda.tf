# Lambda settings that hang off the function, its alias and its layer (issue 38): provisioned
# concurrency on the alias, a code signing config, a layer permission and the recursion setting.

resource "aws_lambda_provisioned_concurrency_config" "live" {
  function_name                     = aws_lambda_alias.live.function_name
  qualifier                         = aws_lambda_alias.live.name
  provisioned_concurrent_executions = 1
}

resource "aws_lambda_code_signing_config" "signed" {
  description = "signed deployments only"
  allowed_publishers {
    signing_profile_version_arns = ["arn:aws:signer:${local.region}:${local.account}:/signing-profiles/${var.prefix}signer/abcdef0123"]
  }
  policies {
    untrusted_artifact_on_deployment = "Warn"
  }
}

resource "aws_lambda_layer_version_permission" "account" {
  layer_name     = aws_lambda_layer_version.shared.layer_arn
  version_number = aws_lambda_layer_version.shared.version
  statement_id   = "account-reads"
  action         = "lambda:GetLayerVersion"
  principal      = local.account
}

resource "aws_lambda_function_recursion_config" "fn" {
  function_name  = aws_lambda_function.fn.function_name
  recursive_loop = "Allow"
}
