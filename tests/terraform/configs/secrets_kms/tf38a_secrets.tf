# Rotation of the db secret by a Lambda function (issue 38). The test writes the function's zip.

variable "rotation_zip" {
  type = string
}

resource "aws_iam_role" "rotation" {
  name = "${var.prefix}-rotation"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "lambda.amazonaws.com" }
      Action    = "sts:AssumeRole"
    }]
  })
}

resource "aws_lambda_function" "rotation" {
  function_name    = "${var.prefix}-rotation"
  role             = aws_iam_role.rotation.arn
  runtime          = "python3.12"
  handler          = "rotation.handler"
  filename         = var.rotation_zip
  source_code_hash = filebase64sha256(var.rotation_zip)
}

resource "aws_lambda_permission" "rotation" {
  statement_id  = "secretsmanager"
  action        = "lambda:InvokeFunction"
  function_name = aws_lambda_function.rotation.function_name
  principal     = "secretsmanager.amazonaws.com"
}

resource "aws_secretsmanager_secret_rotation" "db" {
  secret_id           = aws_secretsmanager_secret.db.id
  rotation_lambda_arn = aws_lambda_function.rotation.arn
  rotate_immediately  = false
  rotation_rules {
    automatically_after_days = 30
  }
  depends_on = [aws_lambda_permission.rotation]
}
