// generated from specs/forms/auto-backup.schema.json and auto-backup.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["49009523"] = validate24;
const schema53 = {"const":"scp","title":"SCP","$id":"49009523"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("scp" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "scp"},message:"must be equal to constant",schema:"scp",parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["73375815"] = validate25;
const schema54 = {"const":"daily","title":"Daily","$id":"73375815"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("daily" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "daily"},message:"must be equal to constant",schema:"daily",parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-14828c9e"] = validate26;
const schema55 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":false,"required":["status"],"properties":{"status":{"type":"string","title":"Automatic Backup","default":"disable","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}]},"protocol":{"type":"string","title":"Protocol","default":"sftp","oneOf":[{"const":"ftp","title":"FTP"},{"const":"sftp","title":"SFTP"},{"const":"scp","title":"SCP"}]},"server":{"type":"string","title":"Server","maxLength":255,"pattern":"^[A-Za-z0-9._:\\[\\]-]*$","errorMessage":{"pattern":"Please enter a valid IP address or host name.","maxLength":"Please enter a valid IP address or host name."}},"directory":{"type":"string","title":"Directory","default":"/","maxLength":255},"user":{"type":"string","title":"User Name","maxLength":63},"passwd":{"type":"string","title":"Password","maxLength":63,"errorMessage":{"maxLength":"The password cannot be longer than 63 characters."}},"crptpasswd":{"type":"string","title":"Encryption Password","maxLength":63,"errorMessage":{"maxLength":"The password cannot be longer than 63 characters."}},"when":{"type":"string","title":"Schedule Type","default":"daily","oneOf":[{"const":"hourly","title":"Hourly"},{"const":"daily","title":"Daily"},{"const":"weekly","title":"Weekly"}]},"week_days":{"type":"array","title":"Days","uniqueItems":true,"items":{"type":"string","oneOf":[{"const":"monday","title":"Monday"},{"const":"tuesday","title":"Tuesday"},{"const":"wednesday","title":"Wednesday"},{"const":"thursday","title":"Thursday"},{"const":"friday","title":"Friday"},{"const":"saturday","title":"Saturday"},{"const":"sunday","title":"Sunday"}]}},"time":{"type":"string","title":"Time","default":"02:00","pattern":"^([01]\\d|2[0-3]):[0-5]\\d$","errorMessage":{"pattern":"Please enter a time as HH:MM."}}},"allOf":[{"if":{"properties":{"status":{"const":"enable"}},"required":["status"]},"then":{"required":["server","user","passwd","when","time"],"$comment":"Protocol, directory and encryption password have no rule of their own; they are named here because they belong to an enabled schedule (the form shows them only then).","properties":{"protocol":{},"directory":{},"crptpasswd":{},"server":{"minLength":1,"errorMessage":{"minLength":"This field is required."}},"user":{"minLength":1,"errorMessage":{"minLength":"This field is required."}},"passwd":{"minLength":1,"errorMessage":{"minLength":"This field is required."}}},"errorMessage":{"required":{"server":"This field is required.","user":"This field is required.","passwd":"This field is required.","when":"This field is required.","time":"This field is required."}}}},{"if":{"properties":{"status":{"const":"enable"},"when":{"const":"weekly"}},"required":["status","when"]},"then":{"required":["week_days"],"properties":{"week_days":{"minItems":1,"errorMessage":{"minItems":"This field is required."}}},"errorMessage":{"required":{"week_days":"This field is required."}}}}],"$id":"-14828c9e"};
const func1 = __mod0.default;
const func4 = Object.prototype.hasOwnProperty;
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};
const pattern4 = new RegExp("^[A-Za-z0-9._:\\[\\]-]*$", "u");
const pattern5 = new RegExp("^([01]\\d|2[0-3]):[0-5]\\d$", "u");

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.status === undefined) && (missing0 = "status")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.status !== undefined){
if("enable" !== data.status){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.server === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "server"},message:"must have required property '"+"server"+"'",schema:schema55.allOf[0].then.required,parentSchema:schema55.allOf[0].then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.user === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "user"},message:"must have required property '"+"user"+"'",schema:schema55.allOf[0].then.required,parentSchema:schema55.allOf[0].then,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.passwd === undefined){
const err4 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "passwd"},message:"must have required property '"+"passwd"+"'",schema:schema55.allOf[0].then.required,parentSchema:schema55.allOf[0].then,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.when === undefined){
const err5 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "when"},message:"must have required property '"+"when"+"'",schema:schema55.allOf[0].then.required,parentSchema:schema55.allOf[0].then,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.time === undefined){
const err6 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "time"},message:"must have required property '"+"time"+"'",schema:schema55.allOf[0].then.required,parentSchema:schema55.allOf[0].then,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.server !== undefined){
let data1 = data.server;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/server",schemaPath:"#/allOf/0/then/properties/server/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema55.allOf[0].then.properties.server,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"minLength":[]};
const templates0 = {};
for(const err8 of vErrors){
if((((((err8.keyword !== "errorMessage") && (!err8.emUsed)) && (err8.instancePath === instancePath+"/server")) && (err8.keyword in emErrors0)) && (err8.schemaPath.indexOf("#/allOf/0/then/properties/server") === 0)) && (/^\/[^\/]*$/.test(err8.schemaPath.slice(32)))){
emErrors0[err8.keyword].push(err8);
err8.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err9 = {instancePath:instancePath+"/server",schemaPath:"#/allOf/0/then/properties/server/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema55.allOf[0].then.properties.server.errorMessage[key0],schema:schema55.allOf[0].then.properties.server.errorMessage,parentSchema:schema55.allOf[0].then.properties.server,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
const emErrs0 = [];
for(const err10 of vErrors){
if(!err10.emUsed){
emErrs0.push(err10);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.user !== undefined){
let data2 = data.user;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err11 = {instancePath:instancePath+"/user",schemaPath:"#/allOf/0/then/properties/user/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema55.allOf[0].then.properties.user,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"minLength":[]};
const templates1 = {};
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath+"/user")) && (err12.keyword in emErrors1)) && (err12.schemaPath.indexOf("#/allOf/0/then/properties/user") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(30)))){
emErrors1[err12.keyword].push(err12);
err12.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err13 = {instancePath:instancePath+"/user",schemaPath:"#/allOf/0/then/properties/user/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema55.allOf[0].then.properties.user.errorMessage[key1],schema:schema55.allOf[0].then.properties.user.errorMessage,parentSchema:schema55.allOf[0].then.properties.user,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
const emErrs1 = [];
for(const err14 of vErrors){
if(!err14.emUsed){
emErrs1.push(err14);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.passwd !== undefined){
let data3 = data.passwd;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err15 = {instancePath:instancePath+"/passwd",schemaPath:"#/allOf/0/then/properties/passwd/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema55.allOf[0].then.properties.passwd,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"minLength":[]};
const templates2 = {};
for(const err16 of vErrors){
if((((((err16.keyword !== "errorMessage") && (!err16.emUsed)) && (err16.instancePath === instancePath+"/passwd")) && (err16.keyword in emErrors2)) && (err16.schemaPath.indexOf("#/allOf/0/then/properties/passwd") === 0)) && (/^\/[^\/]*$/.test(err16.schemaPath.slice(32)))){
emErrors2[err16.keyword].push(err16);
err16.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err17 = {instancePath:instancePath+"/passwd",schemaPath:"#/allOf/0/then/properties/passwd/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema55.allOf[0].then.properties.passwd.errorMessage[key2],schema:schema55.allOf[0].then.properties.passwd.errorMessage,parentSchema:schema55.allOf[0].then.properties.passwd,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
const emErrs2 = [];
for(const err18 of vErrors){
if(!err18.emUsed){
emErrs2.push(err18);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
}
if(errors > 0){
const emErrors3 = {"required":{"server":[],"user":[],"passwd":[],"when":[],"time":[]}};
const templates3 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err19 of vErrors){
if((((((err19.keyword !== "errorMessage") && (!err19.emUsed)) && (err19.instancePath === instancePath)) && (err19.keyword in emErrors3)) && (err19.schemaPath.indexOf("#/allOf/0/then") === 0)) && (/^\/[^\/]*$/.test(err19.schemaPath.slice(14)))){
emPropParams0 = obj0[err19.keyword];
emParamsErrors0 = emErrors3[err19.keyword][err19.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err19);
err19.emUsed = true;
}
}
}
for(const key3 in emErrors3){
for(const keyProp0 in emErrors3[key3]){
emParamsErrors0 = emErrors3[key3][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates3[key3] && templates3[key3][keyProp0];
const err20 = {instancePath,schemaPath:"#/allOf/0/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema55.allOf[0].then.errorMessage[key3][keyProp0],schema:schema55.allOf[0].then.errorMessage,parentSchema:schema55.allOf[0].then,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
const emErrs3 = [];
for(const err21 of vErrors){
if(!err21.emUsed){
emErrs3.push(err21);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.protocol = true;
props0.directory = true;
props0.crptpasswd = true;
props0.server = true;
props0.user = true;
props0.passwd = true;
props0.status = true;
}
}
if(!valid1){
const err22 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema55.allOf[0].if,parentSchema:schema55.allOf[0],data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const _errs11 = errors;
let valid4 = true;
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.status === undefined) && (missing1 = "status")) || ((data.when === undefined) && (missing1 = "when"))){
const err23 = {};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
if(data.status !== undefined){
const _errs13 = errors;
if("enable" !== data.status){
const err24 = {};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.when !== undefined){
const _errs14 = errors;
if("weekly" !== data.when){
const err25 = {};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
}
}
}
var _valid1 = _errs12 === errors;
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.week_days === undefined){
const err26 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "week_days"},message:"must have required property '"+"week_days"+"'",schema:schema55.allOf[1].then.required,parentSchema:schema55.allOf[1].then,data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.week_days !== undefined){
let data6 = data.week_days;
if(Array.isArray(data6)){
if(data6.length < 1){
const err27 = {instancePath:instancePath+"/week_days",schemaPath:"#/allOf/1/then/properties/week_days/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema55.allOf[1].then.properties.week_days,data:data6};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(errors > 0){
const emErrors4 = {"minItems":[]};
const templates4 = {};
for(const err28 of vErrors){
if((((((err28.keyword !== "errorMessage") && (!err28.emUsed)) && (err28.instancePath === instancePath+"/week_days")) && (err28.keyword in emErrors4)) && (err28.schemaPath.indexOf("#/allOf/1/then/properties/week_days") === 0)) && (/^\/[^\/]*$/.test(err28.schemaPath.slice(35)))){
emErrors4[err28.keyword].push(err28);
err28.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err29 = {instancePath:instancePath+"/week_days",schemaPath:"#/allOf/1/then/properties/week_days/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema55.allOf[1].then.properties.week_days.errorMessage[key4],schema:schema55.allOf[1].then.properties.week_days.errorMessage,parentSchema:schema55.allOf[1].then.properties.week_days,data:data6};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
const emErrs4 = [];
for(const err30 of vErrors){
if(!err30.emUsed){
emErrs4.push(err30);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
}
if(errors > 0){
const emErrors5 = {"required":{"week_days":[]}};
const templates5 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err31 of vErrors){
if((((((err31.keyword !== "errorMessage") && (!err31.emUsed)) && (err31.instancePath === instancePath)) && (err31.keyword in emErrors5)) && (err31.schemaPath.indexOf("#/allOf/1/then") === 0)) && (/^\/[^\/]*$/.test(err31.schemaPath.slice(14)))){
emPropParams1 = obj0[err31.keyword];
emParamsErrors1 = emErrors5[err31.keyword][err31.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err31);
err31.emUsed = true;
}
}
}
for(const key5 in emErrors5){
for(const keyProp1 in emErrors5[key5]){
emParamsErrors1 = emErrors5[key5][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates5[key5] && templates5[key5][keyProp1];
const err32 = {instancePath,schemaPath:"#/allOf/1/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema55.allOf[1].then.errorMessage[key5][keyProp1],schema:schema55.allOf[1].then.errorMessage,parentSchema:schema55.allOf[1].then,data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
const emErrs5 = [];
for(const err33 of vErrors){
if(!err33.emUsed){
emErrs5.push(err33);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
var _valid1 = _errs15 === errors;
valid4 = _valid1;
if(valid4){
var props1 = {};
props1.week_days = true;
props1.status = true;
props1.when = true;
}
}
if(!valid4){
const err34 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema55.allOf[1].if,parentSchema:schema55.allOf[1],data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err35 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key6 in data){
if(!(func4.call(schema55.properties, key6))){
const err36 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.status !== undefined){
let data7 = data.status;
if(typeof data7 !== "string"){
const err37 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.status.type,parentSchema:schema55.properties.status,data:data7};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const _errs20 = errors;
let valid8 = false;
let passing0 = null;
const _errs21 = errors;
if("enable" !== data7){
const err38 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema55.properties.status.oneOf[0],data:data7};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid2 = _errs21 === errors;
if(_valid2){
valid8 = true;
passing0 = 0;
}
const _errs22 = errors;
if("disable" !== data7){
const err39 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema55.properties.status.oneOf[1],data:data7};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid2 = _errs22 === errors;
if(_valid2 && valid8){
valid8 = false;
passing0 = [passing0, 1];
}
else {
if(_valid2){
valid8 = true;
passing0 = 1;
}
}
if(!valid8){
const err40 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema55.properties.status.oneOf,parentSchema:schema55.properties.status,data:data7};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
if(data.protocol !== undefined){
let data8 = data.protocol;
if(typeof data8 !== "string"){
const err41 = {instancePath:instancePath+"/protocol",schemaPath:"#/properties/protocol/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.protocol.type,parentSchema:schema55.properties.protocol,data:data8};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
const _errs25 = errors;
let valid9 = false;
let passing1 = null;
const _errs26 = errors;
if("ftp" !== data8){
const err42 = {instancePath:instancePath+"/protocol",schemaPath:"#/properties/protocol/oneOf/0/const",keyword:"const",params:{allowedValue: "ftp"},message:"must be equal to constant",schema:"ftp",parentSchema:schema55.properties.protocol.oneOf[0],data:data8};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid3 = _errs26 === errors;
if(_valid3){
valid9 = true;
passing1 = 0;
}
const _errs27 = errors;
if("sftp" !== data8){
const err43 = {instancePath:instancePath+"/protocol",schemaPath:"#/properties/protocol/oneOf/1/const",keyword:"const",params:{allowedValue: "sftp"},message:"must be equal to constant",schema:"sftp",parentSchema:schema55.properties.protocol.oneOf[1],data:data8};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid3 = _errs27 === errors;
if(_valid3 && valid9){
valid9 = false;
passing1 = [passing1, 1];
}
else {
if(_valid3){
valid9 = true;
passing1 = 1;
}
const _errs28 = errors;
if("scp" !== data8){
const err44 = {instancePath:instancePath+"/protocol",schemaPath:"#/properties/protocol/oneOf/2/const",keyword:"const",params:{allowedValue: "scp"},message:"must be equal to constant",schema:"scp",parentSchema:schema55.properties.protocol.oneOf[2],data:data8};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid3 = _errs28 === errors;
if(_valid3 && valid9){
valid9 = false;
passing1 = [passing1, 2];
}
else {
if(_valid3){
valid9 = true;
passing1 = 2;
}
}
}
if(!valid9){
const err45 = {instancePath:instancePath+"/protocol",schemaPath:"#/properties/protocol/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema55.properties.protocol.oneOf,parentSchema:schema55.properties.protocol,data:data8};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
if(data.server !== undefined){
let data9 = data.server;
if(typeof data9 === "string"){
if(func1(data9) > 255){
const err46 = {instancePath:instancePath+"/server",schemaPath:"#/properties/server/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema55.properties.server,data:data9};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(!pattern4.test(data9)){
const err47 = {instancePath:instancePath+"/server",schemaPath:"#/properties/server/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:\\[\\]-]*$"},message:"must match pattern \""+"^[A-Za-z0-9._:\\[\\]-]*$"+"\"",schema:"^[A-Za-z0-9._:\\[\\]-]*$",parentSchema:schema55.properties.server,data:data9};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/server",schemaPath:"#/properties/server/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.server.type,parentSchema:schema55.properties.server,data:data9};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"pattern":[],"maxLength":[]};
const templates6 = {};
for(const err49 of vErrors){
if((((((err49.keyword !== "errorMessage") && (!err49.emUsed)) && (err49.instancePath === instancePath+"/server")) && (err49.keyword in emErrors6)) && (err49.schemaPath.indexOf("#/properties/server") === 0)) && (/^\/[^\/]*$/.test(err49.schemaPath.slice(19)))){
emErrors6[err49.keyword].push(err49);
err49.emUsed = true;
}
}
for(const key7 in emErrors6){
if(emErrors6[key7].length){
const err50 = {instancePath:instancePath+"/server",schemaPath:"#/properties/server/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key7]},message:key7 in templates6 ? templates6[key7]() : schema55.properties.server.errorMessage[key7],schema:schema55.properties.server.errorMessage,parentSchema:schema55.properties.server,data:data9};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
const emErrs6 = [];
for(const err51 of vErrors){
if(!err51.emUsed){
emErrs6.push(err51);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data.directory !== undefined){
let data10 = data.directory;
if(typeof data10 === "string"){
if(func1(data10) > 255){
const err52 = {instancePath:instancePath+"/directory",schemaPath:"#/properties/directory/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema55.properties.directory,data:data10};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/directory",schemaPath:"#/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.directory.type,parentSchema:schema55.properties.directory,data:data10};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.user !== undefined){
let data11 = data.user;
if(typeof data11 === "string"){
if(func1(data11) > 63){
const err54 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema55.properties.user,data:data11};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.user.type,parentSchema:schema55.properties.user,data:data11};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.passwd !== undefined){
let data12 = data.passwd;
if(typeof data12 === "string"){
if(func1(data12) > 63){
const err56 = {instancePath:instancePath+"/passwd",schemaPath:"#/properties/passwd/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema55.properties.passwd,data:data12};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/passwd",schemaPath:"#/properties/passwd/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.passwd.type,parentSchema:schema55.properties.passwd,data:data12};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"maxLength":[]};
const templates7 = {};
for(const err58 of vErrors){
if((((((err58.keyword !== "errorMessage") && (!err58.emUsed)) && (err58.instancePath === instancePath+"/passwd")) && (err58.keyword in emErrors7)) && (err58.schemaPath.indexOf("#/properties/passwd") === 0)) && (/^\/[^\/]*$/.test(err58.schemaPath.slice(19)))){
emErrors7[err58.keyword].push(err58);
err58.emUsed = true;
}
}
for(const key8 in emErrors7){
if(emErrors7[key8].length){
const err59 = {instancePath:instancePath+"/passwd",schemaPath:"#/properties/passwd/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key8]},message:key8 in templates7 ? templates7[key8]() : schema55.properties.passwd.errorMessage[key8],schema:schema55.properties.passwd.errorMessage,parentSchema:schema55.properties.passwd,data:data12};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
const emErrs7 = [];
for(const err60 of vErrors){
if(!err60.emUsed){
emErrs7.push(err60);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data.crptpasswd !== undefined){
let data13 = data.crptpasswd;
if(typeof data13 === "string"){
if(func1(data13) > 63){
const err61 = {instancePath:instancePath+"/crptpasswd",schemaPath:"#/properties/crptpasswd/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema55.properties.crptpasswd,data:data13};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/crptpasswd",schemaPath:"#/properties/crptpasswd/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.crptpasswd.type,parentSchema:schema55.properties.crptpasswd,data:data13};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"maxLength":[]};
const templates8 = {};
for(const err63 of vErrors){
if((((((err63.keyword !== "errorMessage") && (!err63.emUsed)) && (err63.instancePath === instancePath+"/crptpasswd")) && (err63.keyword in emErrors8)) && (err63.schemaPath.indexOf("#/properties/crptpasswd") === 0)) && (/^\/[^\/]*$/.test(err63.schemaPath.slice(23)))){
emErrors8[err63.keyword].push(err63);
err63.emUsed = true;
}
}
for(const key9 in emErrors8){
if(emErrors8[key9].length){
const err64 = {instancePath:instancePath+"/crptpasswd",schemaPath:"#/properties/crptpasswd/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key9]},message:key9 in templates8 ? templates8[key9]() : schema55.properties.crptpasswd.errorMessage[key9],schema:schema55.properties.crptpasswd.errorMessage,parentSchema:schema55.properties.crptpasswd,data:data13};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
const emErrs8 = [];
for(const err65 of vErrors){
if(!err65.emUsed){
emErrs8.push(err65);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
if(data.when !== undefined){
let data14 = data.when;
if(typeof data14 !== "string"){
const err66 = {instancePath:instancePath+"/when",schemaPath:"#/properties/when/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.when.type,parentSchema:schema55.properties.when,data:data14};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
const _errs41 = errors;
let valid10 = false;
let passing2 = null;
const _errs42 = errors;
if("hourly" !== data14){
const err67 = {instancePath:instancePath+"/when",schemaPath:"#/properties/when/oneOf/0/const",keyword:"const",params:{allowedValue: "hourly"},message:"must be equal to constant",schema:"hourly",parentSchema:schema55.properties.when.oneOf[0],data:data14};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid4 = _errs42 === errors;
if(_valid4){
valid10 = true;
passing2 = 0;
}
const _errs43 = errors;
if("daily" !== data14){
const err68 = {instancePath:instancePath+"/when",schemaPath:"#/properties/when/oneOf/1/const",keyword:"const",params:{allowedValue: "daily"},message:"must be equal to constant",schema:"daily",parentSchema:schema55.properties.when.oneOf[1],data:data14};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid4 = _errs43 === errors;
if(_valid4 && valid10){
valid10 = false;
passing2 = [passing2, 1];
}
else {
if(_valid4){
valid10 = true;
passing2 = 1;
}
const _errs44 = errors;
if("weekly" !== data14){
const err69 = {instancePath:instancePath+"/when",schemaPath:"#/properties/when/oneOf/2/const",keyword:"const",params:{allowedValue: "weekly"},message:"must be equal to constant",schema:"weekly",parentSchema:schema55.properties.when.oneOf[2],data:data14};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid4 = _errs44 === errors;
if(_valid4 && valid10){
valid10 = false;
passing2 = [passing2, 2];
}
else {
if(_valid4){
valid10 = true;
passing2 = 2;
}
}
}
if(!valid10){
const err70 = {instancePath:instancePath+"/when",schemaPath:"#/properties/when/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema55.properties.when.oneOf,parentSchema:schema55.properties.when,data:data14};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
}
}
if(data.week_days !== undefined){
let data15 = data.week_days;
if(Array.isArray(data15)){
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
if(typeof data16 !== "string"){
const err71 = {instancePath:instancePath+"/week_days/" + i0,schemaPath:"#/properties/week_days/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.week_days.items.type,parentSchema:schema55.properties.week_days.items,data:data16};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
const _errs49 = errors;
let valid13 = false;
let passing3 = null;
const _errs50 = errors;
if("monday" !== data16){
const err72 = {instancePath:instancePath+"/week_days/" + i0,schemaPath:"#/properties/week_days/items/oneOf/0/const",keyword:"const",params:{allowedValue: "monday"},message:"must be equal to constant",schema:"monday",parentSchema:schema55.properties.week_days.items.oneOf[0],data:data16};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid5 = _errs50 === errors;
if(_valid5){
valid13 = true;
passing3 = 0;
}
const _errs51 = errors;
if("tuesday" !== data16){
const err73 = {instancePath:instancePath+"/week_days/" + i0,schemaPath:"#/properties/week_days/items/oneOf/1/const",keyword:"const",params:{allowedValue: "tuesday"},message:"must be equal to constant",schema:"tuesday",parentSchema:schema55.properties.week_days.items.oneOf[1],data:data16};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var _valid5 = _errs51 === errors;
if(_valid5 && valid13){
valid13 = false;
passing3 = [passing3, 1];
}
else {
if(_valid5){
valid13 = true;
passing3 = 1;
}
const _errs52 = errors;
if("wednesday" !== data16){
const err74 = {instancePath:instancePath+"/week_days/" + i0,schemaPath:"#/properties/week_days/items/oneOf/2/const",keyword:"const",params:{allowedValue: "wednesday"},message:"must be equal to constant",schema:"wednesday",parentSchema:schema55.properties.week_days.items.oneOf[2],data:data16};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid5 = _errs52 === errors;
if(_valid5 && valid13){
valid13 = false;
passing3 = [passing3, 2];
}
else {
if(_valid5){
valid13 = true;
passing3 = 2;
}
const _errs53 = errors;
if("thursday" !== data16){
const err75 = {instancePath:instancePath+"/week_days/" + i0,schemaPath:"#/properties/week_days/items/oneOf/3/const",keyword:"const",params:{allowedValue: "thursday"},message:"must be equal to constant",schema:"thursday",parentSchema:schema55.properties.week_days.items.oneOf[3],data:data16};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid5 = _errs53 === errors;
if(_valid5 && valid13){
valid13 = false;
passing3 = [passing3, 3];
}
else {
if(_valid5){
valid13 = true;
passing3 = 3;
}
const _errs54 = errors;
if("friday" !== data16){
const err76 = {instancePath:instancePath+"/week_days/" + i0,schemaPath:"#/properties/week_days/items/oneOf/4/const",keyword:"const",params:{allowedValue: "friday"},message:"must be equal to constant",schema:"friday",parentSchema:schema55.properties.week_days.items.oneOf[4],data:data16};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid5 = _errs54 === errors;
if(_valid5 && valid13){
valid13 = false;
passing3 = [passing3, 4];
}
else {
if(_valid5){
valid13 = true;
passing3 = 4;
}
const _errs55 = errors;
if("saturday" !== data16){
const err77 = {instancePath:instancePath+"/week_days/" + i0,schemaPath:"#/properties/week_days/items/oneOf/5/const",keyword:"const",params:{allowedValue: "saturday"},message:"must be equal to constant",schema:"saturday",parentSchema:schema55.properties.week_days.items.oneOf[5],data:data16};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid5 = _errs55 === errors;
if(_valid5 && valid13){
valid13 = false;
passing3 = [passing3, 5];
}
else {
if(_valid5){
valid13 = true;
passing3 = 5;
}
const _errs56 = errors;
if("sunday" !== data16){
const err78 = {instancePath:instancePath+"/week_days/" + i0,schemaPath:"#/properties/week_days/items/oneOf/6/const",keyword:"const",params:{allowedValue: "sunday"},message:"must be equal to constant",schema:"sunday",parentSchema:schema55.properties.week_days.items.oneOf[6],data:data16};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid5 = _errs56 === errors;
if(_valid5 && valid13){
valid13 = false;
passing3 = [passing3, 6];
}
else {
if(_valid5){
valid13 = true;
passing3 = 6;
}
}
}
}
}
}
}
if(!valid13){
const err79 = {instancePath:instancePath+"/week_days/" + i0,schemaPath:"#/properties/week_days/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema55.properties.week_days.items.oneOf,parentSchema:schema55.properties.week_days.items,data:data16};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
else {
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
}
}
let i1 = data15.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data15[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err80 = {instancePath:instancePath+"/week_days",schemaPath:"#/properties/week_days/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema55.properties.week_days,data:data15};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err81 = {instancePath:instancePath+"/week_days",schemaPath:"#/properties/week_days/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema55.properties.week_days.type,parentSchema:schema55.properties.week_days,data:data15};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data.time !== undefined){
let data17 = data.time;
if(typeof data17 === "string"){
if(!pattern5.test(data17)){
const err82 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/pattern",keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):[0-5]\\d$"},message:"must match pattern \""+"^([01]\\d|2[0-3]):[0-5]\\d$"+"\"",schema:"^([01]\\d|2[0-3]):[0-5]\\d$",parentSchema:schema55.properties.time,data:data17};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.time.type,parentSchema:schema55.properties.time,data:data17};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(errors > 0){
const emErrors9 = {"pattern":[]};
const templates9 = {};
for(const err84 of vErrors){
if((((((err84.keyword !== "errorMessage") && (!err84.emUsed)) && (err84.instancePath === instancePath+"/time")) && (err84.keyword in emErrors9)) && (err84.schemaPath.indexOf("#/properties/time") === 0)) && (/^\/[^\/]*$/.test(err84.schemaPath.slice(17)))){
emErrors9[err84.keyword].push(err84);
err84.emUsed = true;
}
}
for(const key10 in emErrors9){
if(emErrors9[key10].length){
const err85 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key10]},message:key10 in templates9 ? templates9[key10]() : schema55.properties.time.errorMessage[key10],schema:schema55.properties.time.errorMessage,parentSchema:schema55.properties.time,data:data17};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
const emErrs9 = [];
for(const err86 of vErrors){
if(!err86.emUsed){
emErrs9.push(err86);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
}
}
else {
const err87 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.type,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["491d0c4e"] = validate27;
const schema56 = {"properties":{"status":{"const":"enable"}},"required":["status"],"$id":"491d0c4e"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.status !== undefined){
let data0 = data.status;
if("enable" !== data0){
const err1 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema56.properties.status,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"status":true},"dynamicProps":false,"dynamicItems":false};

exports["-3438458e"] = validate28;
const schema57 = {"properties":{"status":{"const":"enable"},"when":{"const":"weekly"}},"required":["status","when"],"$id":"-3438458e"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema57.required,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.when === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "when"},message:"must have required property '"+"when"+"'",schema:schema57.required,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status !== undefined){
let data0 = data.status;
if("enable" !== data0){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema57.properties.status,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.when !== undefined){
let data1 = data.when;
if("weekly" !== data1){
const err3 = {instancePath:instancePath+"/when",schemaPath:"#/properties/when/const",keyword:"const",params:{allowedValue: "weekly"},message:"must be equal to constant",schema:"weekly",parentSchema:schema57.properties.when,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"status":true,"when":true},"dynamicProps":false,"dynamicItems":false};

exports["4fa2a2d7"] = validate29;
const schema58 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["78fd03b3"] = validate30;
const schema59 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-1ba5d4d9"] = validate31;
const schema60 = {"const":"ftp","title":"FTP","$id":"-1ba5d4d9"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("ftp" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ftp"},message:"must be equal to constant",schema:"ftp",parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["435df3f7"] = validate32;
const schema61 = {"const":"sftp","title":"SFTP","$id":"435df3f7"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("sftp" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "sftp"},message:"must be equal to constant",schema:"sftp",parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-4b5e1369"] = validate33;
const schema62 = {"const":"hourly","title":"Hourly","$id":"-4b5e1369"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("hourly" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "hourly"},message:"must be equal to constant",schema:"hourly",parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["34284e97"] = validate34;
const schema63 = {"const":"weekly","title":"Weekly","$id":"34284e97"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("weekly" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "weekly"},message:"must be equal to constant",schema:"weekly",parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["56ff2677"] = validate35;
const schema64 = {"const":"monday","title":"Monday","$id":"56ff2677"};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("monday" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "monday"},message:"must be equal to constant",schema:"monday",parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-38a65743"] = validate36;
const schema65 = {"const":"tuesday","title":"Tuesday","$id":"-38a65743"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("tuesday" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "tuesday"},message:"must be equal to constant",schema:"tuesday",parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["4f8ed20f"] = validate37;
const schema66 = {"const":"wednesday","title":"Wednesday","$id":"4f8ed20f"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("wednesday" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "wednesday"},message:"must be equal to constant",schema:"wednesday",parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-39c68949"] = validate38;
const schema67 = {"const":"thursday","title":"Thursday","$id":"-39c68949"};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("thursday" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "thursday"},message:"must be equal to constant",schema:"thursday",parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-64409a9"] = validate39;
const schema68 = {"const":"friday","title":"Friday","$id":"-64409a9"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("friday" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "friday"},message:"must be equal to constant",schema:"friday",parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-7dced3a9"] = validate40;
const schema69 = {"const":"saturday","title":"Saturday","$id":"-7dced3a9"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("saturday" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "saturday"},message:"must be equal to constant",schema:"saturday",parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["4d6be77"] = validate41;
const schema70 = {"const":"sunday","title":"Sunday","$id":"4d6be77"};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("sunday" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "sunday"},message:"must be equal to constant",schema:"sunday",parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
