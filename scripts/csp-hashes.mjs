console.log("csp placeholder");
