# SSM documents (issue 38): Session Manager preferences (a Session document, as many modules make it)
# and a run-command document shared with another account.

resource "aws_ssm_document" "session" {
  name            = "tf-SessionManagerRunShell"
  document_type   = "Session"
  document_format = "JSON"
  content = jsonencode({
    schemaVersion = "1.0"
    description   = "Session Manager preferences"
    sessionType   = "Standard_Stream"
    inputs = {
      s3BucketName           = ""
      cloudWatchLogGroupName = ""
      runAsEnabled           = false
      idleSessionTimeout     = "20"
    }
  })
  tags = { team = "red" }
}

resource "aws_ssm_document" "hello" {
  name          = "tf-hello"
  document_type = "Command"
  content = jsonencode({
    schemaVersion = "2.2"
    description   = "Say hello"
    parameters = {
      Who = { type = "String", default = "world", description = "whom to greet" }
    }
    mainSteps = [{
      action = "aws:runShellScript"
      name   = "hello"
      inputs = { runCommand = ["echo hello {{ Who }}"] }
    }]
  })
  permissions = {
    type        = "Share"
    account_ids = "111111111111"
  }
}
