// generated from specs/forms/obj-mpsk-profile.schema.json and obj-mpsk-profile.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-58fae5f"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","mpsk-group"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"mpsk-concurrent-clients":{"type":"integer","title":"Concurrent Clients","minimum":0,"maximum":65535,"errorMessage":{"minimum":"Concurrent Clients must be between 0 and 65535.","maximum":"Concurrent Clients must be between 0 and 65535.","type":"Concurrent Clients must be a whole number."},"default":0,"description":"0 means no limit."},"mpsk-group":{"type":"array","title":"Key Groups","minItems":1,"errorMessage":{"minItems":"Add at least one key group."},"items":{"type":"object","required":["name","passphrase"],"properties":{"name":{"type":"string","title":"Group Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"vlan-id":{"type":"integer","title":"VLAN ID","minimum":1,"maximum":4094,"errorMessage":{"minimum":"VLAN ID must be between 1 and 4094.","maximum":"VLAN ID must be between 1 and 4094.","type":"VLAN ID must be a whole number."},"description":"802.1Q VLAN ID."},"passphrase":{"type":"string","title":"Passphrase","minLength":8,"maxLength":63,"pattern":"^[\\x20-\\x7E]*$","errorMessage":{"minLength":"The passphrase must be 8 to 63 characters.","maxLength":"The passphrase must be 8 to 63 characters.","pattern":"The passphrase may hold printable ASCII characters only."}}},"errorMessage":{"required":{"name":"This field is required.","passphrase":"This field is required."}}}}},"errorMessage":{"required":{"name":"This field is required.","mpsk-group":"This field is required."}},"$id":"-58fae5f"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern6 = new RegExp("^[\\x20-\\x7E]*$", "u");
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data["mpsk-group"] === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mpsk-group"},message:"must have required property '"+"mpsk-group"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err6 of vErrors){
if((((((err6.keyword !== "errorMessage") && (!err6.emUsed)) && (err6.instancePath === instancePath+"/name")) && (err6.keyword in emErrors0)) && (err6.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err6.schemaPath.slice(17)))){
emErrors0[err6.keyword].push(err6);
err6.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.name.errorMessage[key0],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
const emErrs0 = [];
for(const err8 of vErrors){
if(!err8.emUsed){
emErrs0.push(err8);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data["mpsk-concurrent-clients"] !== undefined){
let data1 = data["mpsk-concurrent-clients"];
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err9 = {instancePath:instancePath+"/mpsk-concurrent-clients",schemaPath:"#/properties/mpsk-concurrent-clients/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["mpsk-concurrent-clients"].type,parentSchema:schema53.properties["mpsk-concurrent-clients"],data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 65535 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/mpsk-concurrent-clients",schemaPath:"#/properties/mpsk-concurrent-clients/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535",schema:65535,parentSchema:schema53.properties["mpsk-concurrent-clients"],data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err11 = {instancePath:instancePath+"/mpsk-concurrent-clients",schemaPath:"#/properties/mpsk-concurrent-clients/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["mpsk-concurrent-clients"],data:data1};
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
const emErrors1 = {"minimum":[],"maximum":[],"type":[]};
const templates1 = {};
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath+"/mpsk-concurrent-clients")) && (err12.keyword in emErrors1)) && (err12.schemaPath.indexOf("#/properties/mpsk-concurrent-clients") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(36)))){
emErrors1[err12.keyword].push(err12);
err12.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err13 = {instancePath:instancePath+"/mpsk-concurrent-clients",schemaPath:"#/properties/mpsk-concurrent-clients/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties["mpsk-concurrent-clients"].errorMessage[key1],schema:schema53.properties["mpsk-concurrent-clients"].errorMessage,parentSchema:schema53.properties["mpsk-concurrent-clients"],data:data1};
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
if(data["mpsk-group"] !== undefined){
let data2 = data["mpsk-group"];
if(Array.isArray(data2)){
if(data2.length < 1){
const err15 = {instancePath:instancePath+"/mpsk-group",schemaPath:"#/properties/mpsk-group/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema53.properties["mpsk-group"],data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.name === undefined){
const err16 = {instancePath:instancePath+"/mpsk-group/" + i0,schemaPath:"#/properties/mpsk-group/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.properties["mpsk-group"].items.required,parentSchema:schema53.properties["mpsk-group"].items,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data3.passphrase === undefined){
const err17 = {instancePath:instancePath+"/mpsk-group/" + i0,schemaPath:"#/properties/mpsk-group/items/required",keyword:"required",params:{missingProperty: "passphrase"},message:"must have required property '"+"passphrase"+"'",schema:schema53.properties["mpsk-group"].items.required,parentSchema:schema53.properties["mpsk-group"].items,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data3.name !== undefined){
let data4 = data3.name;
if(typeof data4 === "string"){
if(func1(data4) > 35){
const err18 = {instancePath:instancePath+"/mpsk-group/" + i0+"/name",schemaPath:"#/properties/mpsk-group/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties["mpsk-group"].items.properties.name,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func1(data4) < 1){
const err19 = {instancePath:instancePath+"/mpsk-group/" + i0+"/name",schemaPath:"#/properties/mpsk-group/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties["mpsk-group"].items.properties.name,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern4.test(data4)){
const err20 = {instancePath:instancePath+"/mpsk-group/" + i0+"/name",schemaPath:"#/properties/mpsk-group/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties["mpsk-group"].items.properties.name,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/mpsk-group/" + i0+"/name",schemaPath:"#/properties/mpsk-group/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["mpsk-group"].items.properties.name.type,parentSchema:schema53.properties["mpsk-group"].items.properties.name,data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates2 = {};
for(const err22 of vErrors){
if((((((err22.keyword !== "errorMessage") && (!err22.emUsed)) && (err22.instancePath === instancePath+"/mpsk-group/" + i0+"/name")) && (err22.keyword in emErrors2)) && (err22.schemaPath.indexOf("#/properties/mpsk-group/items/properties/name") === 0)) && (/^\/[^\/]*$/.test(err22.schemaPath.slice(45)))){
emErrors2[err22.keyword].push(err22);
err22.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err23 = {instancePath:instancePath+"/mpsk-group/" + i0+"/name",schemaPath:"#/properties/mpsk-group/items/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties["mpsk-group"].items.properties.name.errorMessage[key2],schema:schema53.properties["mpsk-group"].items.properties.name.errorMessage,parentSchema:schema53.properties["mpsk-group"].items.properties.name,data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
const emErrs2 = [];
for(const err24 of vErrors){
if(!err24.emUsed){
emErrs2.push(err24);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data3["vlan-id"] !== undefined){
let data5 = data3["vlan-id"];
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err25 = {instancePath:instancePath+"/mpsk-group/" + i0+"/vlan-id",schemaPath:"#/properties/mpsk-group/items/properties/vlan-id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["mpsk-group"].items.properties["vlan-id"].type,parentSchema:schema53.properties["mpsk-group"].items.properties["vlan-id"],data:data5};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 4094 || isNaN(data5)){
const err26 = {instancePath:instancePath+"/mpsk-group/" + i0+"/vlan-id",schemaPath:"#/properties/mpsk-group/items/properties/vlan-id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4094},message:"must be <= 4094",schema:4094,parentSchema:schema53.properties["mpsk-group"].items.properties["vlan-id"],data:data5};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err27 = {instancePath:instancePath+"/mpsk-group/" + i0+"/vlan-id",schemaPath:"#/properties/mpsk-group/items/properties/vlan-id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.properties["mpsk-group"].items.properties["vlan-id"],data:data5};
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
const emErrors3 = {"minimum":[],"maximum":[],"type":[]};
const templates3 = {};
for(const err28 of vErrors){
if((((((err28.keyword !== "errorMessage") && (!err28.emUsed)) && (err28.instancePath === instancePath+"/mpsk-group/" + i0+"/vlan-id")) && (err28.keyword in emErrors3)) && (err28.schemaPath.indexOf("#/properties/mpsk-group/items/properties/vlan-id") === 0)) && (/^\/[^\/]*$/.test(err28.schemaPath.slice(48)))){
emErrors3[err28.keyword].push(err28);
err28.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err29 = {instancePath:instancePath+"/mpsk-group/" + i0+"/vlan-id",schemaPath:"#/properties/mpsk-group/items/properties/vlan-id/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties["mpsk-group"].items.properties["vlan-id"].errorMessage[key3],schema:schema53.properties["mpsk-group"].items.properties["vlan-id"].errorMessage,parentSchema:schema53.properties["mpsk-group"].items.properties["vlan-id"],data:data5};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
const emErrs3 = [];
for(const err30 of vErrors){
if(!err30.emUsed){
emErrs3.push(err30);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data3.passphrase !== undefined){
let data6 = data3.passphrase;
if(typeof data6 === "string"){
if(func1(data6) > 63){
const err31 = {instancePath:instancePath+"/mpsk-group/" + i0+"/passphrase",schemaPath:"#/properties/mpsk-group/items/properties/passphrase/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties["mpsk-group"].items.properties.passphrase,data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(func1(data6) < 8){
const err32 = {instancePath:instancePath+"/mpsk-group/" + i0+"/passphrase",schemaPath:"#/properties/mpsk-group/items/properties/passphrase/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters",schema:8,parentSchema:schema53.properties["mpsk-group"].items.properties.passphrase,data:data6};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern6.test(data6)){
const err33 = {instancePath:instancePath+"/mpsk-group/" + i0+"/passphrase",schemaPath:"#/properties/mpsk-group/items/properties/passphrase/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7E]*$"},message:"must match pattern \""+"^[\\x20-\\x7E]*$"+"\"",schema:"^[\\x20-\\x7E]*$",parentSchema:schema53.properties["mpsk-group"].items.properties.passphrase,data:data6};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/mpsk-group/" + i0+"/passphrase",schemaPath:"#/properties/mpsk-group/items/properties/passphrase/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["mpsk-group"].items.properties.passphrase.type,parentSchema:schema53.properties["mpsk-group"].items.properties.passphrase,data:data6};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates4 = {};
for(const err35 of vErrors){
if((((((err35.keyword !== "errorMessage") && (!err35.emUsed)) && (err35.instancePath === instancePath+"/mpsk-group/" + i0+"/passphrase")) && (err35.keyword in emErrors4)) && (err35.schemaPath.indexOf("#/properties/mpsk-group/items/properties/passphrase") === 0)) && (/^\/[^\/]*$/.test(err35.schemaPath.slice(51)))){
emErrors4[err35.keyword].push(err35);
err35.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err36 = {instancePath:instancePath+"/mpsk-group/" + i0+"/passphrase",schemaPath:"#/properties/mpsk-group/items/properties/passphrase/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties["mpsk-group"].items.properties.passphrase.errorMessage[key4],schema:schema53.properties["mpsk-group"].items.properties.passphrase.errorMessage,parentSchema:schema53.properties["mpsk-group"].items.properties.passphrase,data:data6};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
const emErrs4 = [];
for(const err37 of vErrors){
if(!err37.emUsed){
emErrs4.push(err37);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
}
else {
const err38 = {instancePath:instancePath+"/mpsk-group/" + i0,schemaPath:"#/properties/mpsk-group/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.properties["mpsk-group"].items.type,parentSchema:schema53.properties["mpsk-group"].items,data:data3};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"required":{"name":[],"passphrase":[]}};
const templates5 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err39 of vErrors){
if((((((err39.keyword !== "errorMessage") && (!err39.emUsed)) && (err39.instancePath === instancePath+"/mpsk-group/" + i0)) && (err39.keyword in emErrors5)) && (err39.schemaPath.indexOf("#/properties/mpsk-group/items") === 0)) && (/^\/[^\/]*$/.test(err39.schemaPath.slice(29)))){
emPropParams0 = obj0[err39.keyword];
emParamsErrors0 = emErrors5[err39.keyword][err39.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err39);
err39.emUsed = true;
}
}
}
for(const key5 in emErrors5){
for(const keyProp0 in emErrors5[key5]){
emParamsErrors0 = emErrors5[key5][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates5[key5] && templates5[key5][keyProp0];
const err40 = {instancePath:instancePath+"/mpsk-group/" + i0,schemaPath:"#/properties/mpsk-group/items/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.properties["mpsk-group"].items.errorMessage[key5][keyProp0],schema:schema53.properties["mpsk-group"].items.errorMessage,parentSchema:schema53.properties["mpsk-group"].items,data:data3};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
const emErrs5 = [];
for(const err41 of vErrors){
if(!err41.emUsed){
emErrs5.push(err41);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
}
else {
const err42 = {instancePath:instancePath+"/mpsk-group",schemaPath:"#/properties/mpsk-group/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties["mpsk-group"].type,parentSchema:schema53.properties["mpsk-group"],data:data2};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"minItems":[]};
const templates6 = {};
for(const err43 of vErrors){
if((((((err43.keyword !== "errorMessage") && (!err43.emUsed)) && (err43.instancePath === instancePath+"/mpsk-group")) && (err43.keyword in emErrors6)) && (err43.schemaPath.indexOf("#/properties/mpsk-group") === 0)) && (/^\/[^\/]*$/.test(err43.schemaPath.slice(23)))){
emErrors6[err43.keyword].push(err43);
err43.emUsed = true;
}
}
for(const key6 in emErrors6){
if(emErrors6[key6].length){
const err44 = {instancePath:instancePath+"/mpsk-group",schemaPath:"#/properties/mpsk-group/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key6]},message:key6 in templates6 ? templates6[key6]() : schema53.properties["mpsk-group"].errorMessage[key6],schema:schema53.properties["mpsk-group"].errorMessage,parentSchema:schema53.properties["mpsk-group"],data:data2};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
const emErrs6 = [];
for(const err45 of vErrors){
if(!err45.emUsed){
emErrs6.push(err45);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
}
else {
const err46 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"required":{"name":[],"mpsk-group":[]}};
const templates7 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err47 of vErrors){
if((((((err47.keyword !== "errorMessage") && (!err47.emUsed)) && (err47.instancePath === instancePath)) && (err47.keyword in emErrors7)) && (err47.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err47.schemaPath.slice(1)))){
emPropParams1 = obj0[err47.keyword];
emParamsErrors1 = emErrors7[err47.keyword][err47.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err47);
err47.emUsed = true;
}
}
}
for(const key7 in emErrors7){
for(const keyProp1 in emErrors7[key7]){
emParamsErrors1 = emErrors7[key7][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates7[key7] && templates7[key7][keyProp1];
const err48 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema53.errorMessage[key7][keyProp1],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
const emErrs7 = [];
for(const err49 of vErrors){
if(!err49.emUsed){
emErrs7.push(err49);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
